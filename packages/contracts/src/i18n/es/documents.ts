import type { AppScreenCatalog } from '../catalog';

export const documents: AppScreenCatalog['documents'] = {
  checklist: {
    heading: 'Documentos que necesitamos',
    dueBy: 'Fecha límite: {{dueDate}}',
    overdue: 'La fecha límite ya pasó. Por favor, suba los documentos lo antes posible.',
    allReceived: 'Gracias: ya tenemos todo lo que le pedimos. Ahora vamos a revisar su solicitud.',
    upload: 'Subir {{description}}',
    category: 'Tipo: {{category}}',
    statusPrefix: 'Estado: ',
    state: {
      pending: 'Falta',
      received: 'Recibido',
      satisfied: 'Aceptado',
    },
  },
  category: {
    identity: 'Identidad',
    income: 'Ingresos',
    benefits: 'Beneficios',
    financial: 'Finanzas',
    other: 'Otro',
    supporting_document: 'Documento de apoyo',
  },
  panel: {
    title: 'Documentos de apoyo',
    requested: 'Necesitamos más documentos para su solicitud. Por favor, súbalos aquí.',
    uploadDocument: 'Subir un documento',
    fileLimitsHint: 'Archivo PDF, imagen, Word, texto o CSV, de hasta 10 MB.',
  },
  meta: {
    category: 'Tipo',
    size: 'Tamaño',
    uploaded: 'Subido',
  },
  list: {
    loading: 'Cargando documentos…',
    failed: 'No pudimos cargar los documentos. Por favor, inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
    empty: 'Todavía no ha subido documentos.',
  },
  download: {
    button: 'Descargar',
    named: 'Descargar {{fileName}}',
  },
  status: {
    uploading: 'Subiendo',
    progressLabel: 'Subiendo {{fileName}}',
  },
  feedback: {
    uploadSuccessTitle: 'Archivo subido',
    adminUploadSuccessTitle: 'Archivo subido',
    uploadSuccess: 'Su archivo se subió correctamente',
    uploadErrorTitle: 'No se pudo subir',
    fileTooLargeTitle: 'Archivo demasiado grande',
    fileTooLarge: 'El archivo pesa más de lo permitido (10 MB).',
    uploadFailed: 'No pudimos subir el archivo. Por favor, inténtelo de nuevo.',
    prepareFailed: 'No pudimos preparar la subida del archivo. Por favor, inténtelo de nuevo.',
    noUploadUrlFromServer:
      'No pudimos preparar la subida del archivo. Por favor, inténtelo de nuevo.',
    noUploadUrlFromFileUpload:
      'No pudimos terminar de subir el archivo. Por favor, inténtelo de nuevo.',
    saveFailedTitle: 'No se pudo guardar',
    saveFailed: 'No pudimos guardar la información del archivo.',
    loggedOut: 'Su sesión terminó. Vamos a pedirle que vuelva a entrar...',
    tooLarge: 'Archivo demasiado grande: pesa más de lo permitido (10 MB).',
    emptyFile: 'El archivo está vacío.',
    typeNotAllowed:
      'No aceptamos este tipo de archivo. Por favor, suba un PDF, una imagen (JPEG, PNG, HEIC, WebP, GIF o TIFF), un documento de Word, o un archivo de texto o CSV.',
    uploadLinkInvalid:
      'Este enlace para subir el archivo no es válido. Por favor, empiece de nuevo.',
    uploadLinkExpired:
      'Este enlace para subir el archivo ya venció o ya se usó. Por favor, empiece de nuevo.',
    objectNotFound: 'No encontramos el archivo que subió. Por favor, súbalo otra vez.',
  },
};
