import type { Catalog } from '../catalog';

export const mail: Catalog['mail'] = {
  layout: {
    brand: 'Benefit Advance',
    notice:
      'Nunca le pediremos la contraseña de su cuenta my Social Security. Nunca le pediremos que cambie la cuenta donde recibe sus beneficios.',
    greeting: 'Hola, {{firstName}}:',
    greetingNoName: 'Hola:',
    dashboardAction: 'Abrir mi panel',
  },
  chat: {
    subject: 'Tiene un mensaje nuevo de nuestro equipo de ayuda',
    preview: 'Nuestro equipo de ayuda le dejó un mensaje.',
    body: 'Nuestro equipo de ayuda le envió un mensaje que todavía no ha leído. Para proteger su privacidad, no lo copiamos en este correo. Inicie sesión para leerlo y contestar.',
    action: 'Abrir mi panel',
    settings: 'Puede dejar de recibir estos correos en la página de su cuenta.',
  },
  documentReminder: {
    reminderTitle_one: 'Los documentos vencen mañana',
    reminderTitle_other: 'Los documentos vencen en {{count}} días',
    reminderIntro:
      'Todavía nos faltan algunos documentos para su solicitud. Por favor, súbalos antes del {{dueDate}}:',
    howTo:
      'Abra su panel y use el botón Subir que aparece junto a cada documento. También puede contestar este mensaje con el documento adjunto.',
  },
  passwordReset: {
    subject: 'Cambie la contraseña de Benefit Advance',
    preview: 'Abra el enlace antes de 1 hora para elegir una contraseña nueva.',
    requested: 'Recibimos una solicitud para cambiar la contraseña de su cuenta.',
    openWithin: 'Abra este enlace antes de 1 hora para elegir una contraseña nueva:',
    action: 'Cambiar mi contraseña',
    smallPrint:
      'El enlace sirve una sola vez. Si usted no pidió este cambio, puede ignorar este correo: su contraseña sigue siendo la misma.',
  },
  security: {
    notices: {
      password_changed: {
        subject: 'Se cambió su contraseña',
        body: 'Se acaba de cambiar la contraseña de su cuenta, y se cerró la sesión en todos los demás dispositivos.',
      },
      passkey_added: {
        subject: 'Se agregó una llave de acceso a su cuenta',
        body: 'Se acaba de agregar una llave de acceso nueva a su cuenta. Con ella se puede iniciar sesión sin contraseña. Si usted no la agregó, quítela de inmediato en la sección Llaves de acceso de la página de su cuenta (/account) y comuníquese con nosotros: cambiar la contraseña no quita una llave de acceso.',
      },
      second_factor_reset: {
        subject: 'Se restableció su segundo paso de inicio de sesión',
        body: 'Un administrador restableció el segundo paso de inicio de sesión de su cuenta: se quitaron su aplicación de autenticación, sus códigos de recuperación y sus llaves de acceso. La próxima vez que inicie sesión, se le pedirá que configure otra vez un segundo paso.',
      },
      new_device_sign_in: {
        subject: 'Nuevo inicio de sesión en su cuenta',
        body: 'Alguien acaba de iniciar sesión en su cuenta desde un dispositivo que no se había usado antes.',
      },
      second_factor_added: {
        subject: 'Se activó la verificación en dos pasos en su cuenta',
        body: 'Se acaba de configurar una aplicación de autenticación como segundo paso de inicio de sesión de su cuenta.',
      },
      second_factor_failures: {
        subject: 'Muchos códigos equivocados para entrar a su cuenta',
        body: 'Alguien escribió muchos códigos equivocados en el segundo paso de inicio de sesión de su cuenta, así que por un tiempo no aceptaremos códigos. Es posible que otra persona conozca su contraseña: cámbiela en la página de su cuenta (/account).',
      },
    },
    whenLabel: 'Cuándo',
    deviceLabel: 'Dispositivo',
    placeLabel: 'Lugar aproximado',
    addressLabel: 'Dirección IP',
    notYou:
      'Si fue usted, no tiene que hacer nada. Si no fue usted, cambie su contraseña de inmediato y comuníquese con nosotros.',
    device: '{{browser}} en {{os}}',
    devices: { desktop: 'Computadora', mobile: 'Teléfono', tablet: 'Tableta' },
    unknownBrowser: 'Navegador desconocido',
    unknownOs: 'sistema desconocido',
  },
  status: {
    title: 'Novedades de su solicitud: {{badge}}',
    badges: {
      submitted: 'Enviada',
      waitingApproval: 'Esperando aprobación',
      documentsRequested: 'Necesitamos más documentos',
      approved: 'Aprobada',
      denied: 'No aprobada',
      withdrawn: 'Retirada',
    },
    texts: {
      pending: 'Estamos revisando su solicitud. Le daremos noticias en menos de 24 horas.',
      documentsNeeded:
        'Necesitamos algunos documentos antes de decidir. Suba cada documento de la lista “Documentos que necesitamos”. Revisaremos su solicitud cuando lleguen.',
      approved: '¡Felicidades! Aprobamos su solicitud. Recibirá el dinero en 1 a 2 días hábiles.',
      rejected:
        'Lo sentimos, pero por ahora no pudimos aprobar su solicitud. Si desea más información, comuníquese con nosotros.',
      withdrawn: 'Usted retiró esta solicitud. No la vamos a revisar.',
    },
    approvedTitle: 'Su solicitud fue aprobada',
    approvedFiguresIntro: 'Estas son las cifras de su adelanto:',
    approvedNext: 'Le avisaremos por correo en cuanto le enviemos el dinero.',
    dueDate: 'Fecha de pago: {{date}}',
  },
  adverseAction: {
    title: 'La decisión sobre su solicitud',
    decision:
      'Revisamos con cuidado su solicitud de un adelanto de {{amount}}. Lo sentimos, pero por ahora no podemos aprobarla.',
    reasonsIntro: 'Las razones principales de nuestra decisión:',
    reasons: {
      income_insufficient: 'Sus ingresos no alcanzan para la cantidad que pidió.',
      identity_unverified:
        'No pudimos confirmar quién es usted con la información y los documentos que tenemos.',
      income_unverified: 'No pudimos confirmar sus ingresos ni su beneficio del Seguro Social.',
      incomplete_application:
        'Su solicitud no estaba completa: no recibimos los documentos que le pedimos.',
      excessive_obligations:
        'Sus pagos mensuales son demasiado altos en comparación con sus ingresos.',
      delinquent_with_us: 'Tiene con nosotros un adelanto que no se pagó a tiempo.',
    },
    creditor: 'Acreedor: {{name}}, {{address}}.',
    help: 'Si tiene preguntas sobre esta decisión, puede contestar este mensaje o escribirnos por el chat.',
    // Regulation B §1002.9(b)(1) in plain Spanish: the same rights, the same agency and address.
    ecoaNotice:
      'La Ley federal de Igualdad de Oportunidades de Crédito prohíbe que los acreedores discriminen a las personas que solicitan crédito por su raza, color, religión, país de origen, sexo, estado civil o edad (siempre que la persona tenga edad legal para firmar un contrato); porque todos o parte de sus ingresos vienen de un programa de asistencia pública; o porque la persona ejerció de buena fe alguno de sus derechos bajo la Ley de Protección del Crédito al Consumidor. La agencia federal que vigila que este acreedor cumpla esta ley es la Comisión Federal de Comercio (FTC), Centro de Respuesta al Consumidor, Washington, DC 20580.',
  },
  documentRequest: {
    title: 'Necesitamos documentos para continuar',
    intro:
      'Para continuar con su solicitud, necesitamos los documentos de esta lista antes del {{dueDate}}:',
    howTo:
      'Abra su panel y use el botón Subir que aparece junto a cada documento. También puede contestar este mensaje con el documento adjunto.',
    categories: {
      identity: 'Identidad',
      income: 'Ingresos',
      benefits: 'Beneficios',
      financial: 'Finanzas',
      other: 'Otro',
    },
  },
  advance: {
    dashboardHint: 'En su panel puede ver su adelanto, lo que debe pagar y su historial.',
    benefitProtection:
      'Nunca tomamos su beneficio del Seguro Social ni cambiamos la cuenta donde lo recibe: la ley (42 U.S.C. §407) lo protege, y no cobramos nada sin su permiso. Usted decide pagar cuando ya recibió su beneficio.',
    howToPay:
      'Cómo pagar: cuando ya haya recibido su beneficio, el {{dueDate}} o después, inicie sesión, abra su panel y elija “Pague cuando llegue su beneficio” para autorizar un solo pago por la cantidad y la fecha que usted elija. Cada autorización sirve solo para ese pago. También puede comunicarse con nosotros para pagar con cheque o giro postal.',
    today: 'hoy',
    disclosure: {
      amountFinanced: 'Cantidad financiada (la que le enviamos): {{amount}}',
      financeCharge: 'Cargo financiero (la comisión): {{amount}}',
      totalOfPayments: 'Total de pagos: {{amount}}',
      apr: 'Tasa de porcentaje anual (APR): {{apr}}',
      sentOn: 'Fecha de envío: {{date}}',
      dueDate: 'Fecha de pago (la fecha de su beneficio): {{date}}',
      term: 'Plazo: {{days}} días',
    },
    funded: {
      title: 'Le enviamos su adelanto de {{amount}}',
      sent: 'Le enviamos {{amount}} el {{date}}. Estas son las cifras finales de su adelanto, calculadas para el día del envío:',
      due: 'Debe pagar {{amount}} el {{dueDate}}. Le enviaremos un recordatorio unos días antes.',
    },
    paymentNotice: {
      title: 'Debe pagar {{amount}} el {{dueDate}}',
      body: 'El pago de su adelanto, de {{amount}}, vence el {{dueDate}}, la fecha de su beneficio.',
    },
    paymentReceipt: {
      title: 'Recibimos su pago de {{amount}}',
      received: 'Recibimos su pago de {{amount}} el {{date}}. Gracias.',
      totals: 'Pagado hasta ahora: {{paid}}. Falta pagar: {{balance}}.',
    },
    repaid: {
      title: 'Su adelanto está pagado',
      body: 'Su adelanto está pagado por completo: pagó {{paid}} y no debe nada más. Gracias.',
      again: 'Puede pedir un adelanto nuevo cuando lo necesite.',
    },
    authorizationEnded: {
      balanceChangedTitle: 'Su autorización de pago terminó',
      failedTitle: 'No pudimos cobrar su pago',
      balanceChanged:
        'No cobraremos el pago de {{amount}} que usted autorizó para el {{date}}: lo que debe cambió y ahora es {{balance}}, menos que ese pago.',
      payRest:
        'Para pagar los {{balance}} que faltan, autorice un pago nuevo desde su panel o comuníquese con nosotros.',
      failed:
        'Intentamos dos veces cobrar el pago de {{amount}} que usted autorizó para el {{date}}, y los dos intentos fallaron. Esa autorización terminó: no lo volveremos a intentar.',
      failedNoFigures:
        'Intentamos dos veces cobrar el pago que usted autorizó, y los dos intentos fallaron. Esa autorización terminó: no lo volveremos a intentar.',
      leftToPay:
        'Falta pagar: {{balance}}. Para pagar, autorice un pago nuevo desde su panel cuando tenga el dinero en su cuenta, o comuníquese con nosotros.',
    },
    cancelled: {
      title: 'Su adelanto fue cancelado',
      body: 'Su adelanto se canceló antes de enviarle dinero, así que no debe nada.',
      reason: 'Motivo: {{reason}}',
      again: 'Puede volver a solicitar un adelanto cuando lo necesite.',
    },
  },
};
