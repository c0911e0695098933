import type { AppScreenCatalog } from '../catalog';

/** El chat con el equipo de ayuda, del lado del cliente (es-US, trato de usted). */
export const chat: AppScreenCatalog['chat'] = {
  panel: {
    heading: 'Chat con el equipo de ayuda',
    loadingConversation: 'Cargando la conversación…',
    loadingMessages: 'Cargando los mensajes…',
  },
  log: {
    label: 'Mensajes con el equipo de ayuda',
    you: 'Usted',
    empty: 'Todavía no hay mensajes. Pregúntenos lo que quiera sobre su solicitud.',
  },
  message: {
    supportSender: 'Equipo de ayuda',
    subjectLabel: 'Sobre: {{subject}}',
    applicationReviewTag: 'Revisión de la solicitud',
    sending: 'Enviando…',
    sent: 'Enviado',
    read: 'Leído',
    readAt: 'Leído a las {{time}}',
    dateAtTime: '{{date}}, {{time}}',
  },
  input: {
    label: 'Mensaje para el equipo de ayuda',
    hint: 'Pulse Enter para enviar. Pulse Mayúsculas y Enter para empezar otra línea.',
    placeholder: 'Escriba su mensaje…',
    send: 'Enviar',
    sending: 'Enviando…',
    replyingTo: 'Su respuesta va a: {{subject}}',
  },
  problems: {
    fetchFailed: 'No pudimos cargar la conversación.',
    createErrorTitle: 'No pudimos abrir el chat',
    createError: 'No pudimos empezar la conversación. Inténtelo de nuevo.',
    sendErrorTitle: 'No se envió su mensaje',
    sendError: 'No pudimos enviar su mensaje. Inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
  },
  toast: {
    messageSentTitle: 'Mensaje enviado',
    newMessageTitle: 'Tiene un mensaje nuevo',
    newMessage: 'El equipo de ayuda le escribió un mensaje nuevo.',
    openChat: 'Abrir el chat',
  },
  live: {
    paused: 'Las novedades en vivo están en pausa',
    reconnect: 'Volver a conectar',
  },
};
