import type { Catalog } from '../catalog';

export const common: Catalog['common'] = {
  brandName: 'Benefit Advance',
  pageTitle: '{{title}} | Benefit Advance',
  language: {
    switchLabel: 'Idioma',
  },
  toasts: {
    item: 'Aviso',
    region: 'Avisos ({hotkey})',
    close: 'Cerrar aviso',
  },
  passwordToggle: {
    show: 'Mostrar {{noun}}',
    hide: 'Ocultar {{noun}}',
    noun: 'contraseña',
  },
};
