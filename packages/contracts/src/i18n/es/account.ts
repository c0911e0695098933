import type { AppScreenCatalog } from '../catalog';
import { errors } from './errors';

/*
 * The account page in plain Spanish ("usted"); a passkey is a "llave de acceso". A text the
 * `errors` namespace also says (a toast's, a server's) is taken from there, written once.
 */
export const account: AppScreenCatalog['account'] = {
  page: {
    title: 'Su cuenta',
    description: 'Su contraseña, dónde tiene la sesión abierta y cómo inicia sesión.',
  },
  password: {
    title: 'Cambiar la contraseña',
    description:
      'Escriba su contraseña actual y luego la nueva. Se cerrará la sesión en todos sus otros dispositivos.',
    currentLabel: 'Contraseña actual',
    newLabel: 'Contraseña nueva',
    confirmLabel: 'Confirme la contraseña nueva',
    currentNoun: 'contraseña actual',
    newNoun: 'contraseña nueva',
    confirmNoun: 'confirmación de la contraseña nueva',
    submit: 'Cambiar la contraseña',
    submitting: 'Cambiando...',
    changed: errors.account.passwordChanged,
  },
  sessions: {
    title: 'Dónde tiene la sesión abierta',
    description:
      'Estos dispositivos tienen la sesión abierta en su cuenta. Si no reconoce uno, cierre su sesión y cambie su contraseña.',
    empty: 'No hay otro dispositivo con la sesión abierta.',
    thisDevice: 'Este dispositivo',
    placeUnknown: 'Lugar desconocido',
    signedInAt: 'Inició sesión',
    lastActive: 'Último uso',
    ipAddress: 'Dirección',
    dateTime: '{{date}} a las {{time}}',
    signOut: 'Cerrar sesión',
    signOutLabel: 'Cerrar sesión en {{device}}',
    revokeOthers: 'Cerrar sesión en todos los demás',
    revokeOthersConfirmTitle: '¿Cerrar sesión en todos los demás?',
    revokeOthersConfirm:
      'Se cerrará de inmediato la sesión en todos los otros dispositivos de su cuenta. Este dispositivo seguirá con la sesión abierta.',
    revokeOthersCancel: 'Cancelar',
    revokeOthersConfirmButton: 'Cerrar sesión en los otros dispositivos',
    revokedOthers_one: 'Se cerró la sesión en 1 dispositivo más.',
    revokedOthers_other: 'Se cerró la sesión en {{count}} dispositivos más.',
    devices: {
      desktop: 'Computadora',
      mobile: 'Teléfono',
      tablet: 'Tableta',
    },
    unknownBrowser: 'Navegador desconocido',
    unknownOs: 'sistema desconocido',
    deviceDescription: '{{browser}} en {{os}}',
  },
  twoFactor: {
    title: 'Inicio de sesión en dos pasos',
    customerExplained:
      'Los códigos de dos pasos son para las cuentas del personal. Para iniciar sesión de forma más segura y fácil, agregue una llave de acceso abajo: usa su huella, su cara o el bloqueo de pantalla de su teléfono en lugar de una contraseña.',
  },
  passkeys: {
    title: 'Llaves de acceso',
    intro:
      'Una llave de acceso le permite iniciar sesión con su huella, su cara o el bloqueo de pantalla de su dispositivo, sin escribir su contraseña.',
    safety:
      'Es más segura que una contraseña: nadie la puede adivinar y solo funciona en este sitio web, así que un sitio falso no lo puede engañar para que la entregue.',
    passwordStays:
      'Su contraseña sigue funcionando. Una llave de acceso es otra forma de entrar, más fácil, y la puede quitar cuando quiera.',
    listLabel: 'Sus llaves de acceso',
    none: 'Todavía no tiene llaves de acceso.',
    addedOn: 'Agregada el',
    lastUsed: 'Último uso el',
    neverUsed: 'Todavía sin usar',
    synced: 'Sincronizada en sus dispositivos',
    nameLabel: 'Nombre (opcional)',
    nameHint: 'Un nombre le ayuda a distinguir sus llaves de acceso, por ejemplo “Mi teléfono”.',
    add: 'Agregar una llave de acceso',
    adding: 'Esperando su dispositivo...',
    addFailedTitle: errors.passkeys.addFailedTitle,
    remove: 'Quitar',
    removeLabel: 'Quitar la llave de acceso {{name}}',
    removeConfirmTitle: '¿Quitar esta llave de acceso?',
    removeConfirm:
      'Ya no podrá iniciar sesión con “{{name}}”. Su contraseña y sus otras llaves de acceso siguen funcionando.',
    removeCancel: 'Cancelar',
    removeConfirmButton: 'Quitar la llave de acceso',
    notSupported: errors.passkeys.notSupported,
  },
  email: {
    heading: 'Correo electrónico',
    chatEmails:
      'Enviarme un correo cuando el equipo de ayuda me mande un mensaje de chat que no he leído',
    chatEmailsHint:
      'Las decisiones, los pedidos de documentos y los avisos sobre su adelanto siempre se envían por correo electrónico.',
    saved: 'Se guardó su preferencia de correo',
    loadFailed: 'No pudimos cargar sus preferencias de correo.',
    saveFailedTitle: 'No se guardó',
    saveFailed: 'No pudimos guardar sus preferencias de correo. Vuelva a intentarlo.',
  },
};
