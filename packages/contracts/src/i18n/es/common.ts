import type { Catalog } from '../catalog';

export const common: Catalog['common'] = {
  brandName: 'Benefit Advance',
  pageTitle: '{{title}} | Benefit Advance',
  language: {
    switchLabel: 'Idioma',
  },
};
