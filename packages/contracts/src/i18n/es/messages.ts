import type { AppScreenCatalog } from '../catalog';

/** El Centro de mensajes del cliente (es-US, trato de usted). */
export const messages: AppScreenCatalog['messages'] = {
  page: {
    title: 'Centro de mensajes',
    intro: 'Novedades sobre sus solicitudes y respuestas de nuestro equipo de ayuda.',
    loading: 'Cargando sus mensajes…',
    loadFailed: 'No pudimos cargar sus mensajes. Inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
    inbox: 'Bandeja de entrada',
    newCount: 'Nuevos: {{count}}',
    noMessages: 'Todavía no tiene mensajes',
    selectMessage: 'Elija un mensaje',
  },
  list: {
    label: 'Mensajes',
    unread: 'Sin leer:',
  },
  detail: {
    from: 'De',
    replies: 'Respuestas',
    dateAtTime: '{{date}}, {{time}}',
  },
  types: {
    system: 'Aviso',
    approved: 'Aprobada',
    under_review: 'En revisión',
    action_required: 'Necesitamos algo de usted',
    other: 'Otro',
  },
  senders: {
    admin: 'Equipo de ayuda',
    you: 'Usted',
  },
  reply: {
    label: 'Su respuesta',
    send: 'Enviar respuesta',
    sending: 'Enviando...',
    required: 'Escriba su respuesta',
    sentTitle: 'Respuesta enviada',
    failedTitle: 'No se envió su respuesta',
    failed: 'No pudimos enviar su respuesta. Inténtelo de nuevo.',
  },
  attach: {
    label: 'Adjuntar archivo',
    hint: 'Archivo PDF, imagen, Word, texto o CSV, de hasta 10 MB.',
  },
  banner: {
    text: '¡Tiene mensajes nuevos!',
    dismiss: 'Cerrar',
  },
  toast: {
    title: 'Mensajes nuevos',
    text: 'Mensajes nuevos para leer: {{count}}.',
    openMessage: 'Abrir el mensaje',
  },
};
