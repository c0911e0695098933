import type { Catalog } from '../catalog';

/*
 * Plain Spanish for older readers: "usted", short sentences, everyday words ("adelanto",
 * "cargo"), and the legal terms (APR, SSL) kept as the reader will meet them on paper.
 */
export const publicPages: Catalog['public'] = {
  pages: {
    home: {
      title: 'Adelantos de dinero para quienes reciben Seguro Social',
      description:
        'Adelantos de dinero sobre sus beneficios del Seguro Social. Un solo cargo por trámite, y el costo total se muestra antes de solicitar.',
    },
    about: {
      title: 'Quiénes somos',
      description:
        'Por qué existe Benefit Advance, cómo prestamos de forma responsable y qué les prometemos a quienes reciben beneficios del Seguro Social.',
    },
    login: {
      title: 'Iniciar sesión',
      description: 'Inicie sesión para ver su solicitud y leer sus mensajes.',
    },
    forgotPassword: {
      title: 'Olvidé mi contraseña',
      description:
        'Pida un enlace para crear una contraseña nueva para su cuenta de Benefit Advance.',
    },
    application: {
      title: 'Solicitar un adelanto de dinero',
      description:
        'Solicite por internet un adelanto sobre sus beneficios del Seguro Social. Para empezar no necesita una cuenta.',
    },
    notFound: {
      title: 'Página no encontrada',
      description: 'La página que busca no existe o cambió de lugar.',
    },
  },
  aprRange:
    'Tasa de porcentaje anual (APR) desde {{min}} hasta {{max}} para un solo adelanto que se paga en su próxima fecha de beneficio',
  hero: {
    eyebrow: 'Para personas que reciben beneficios del Seguro Social',
    heading: 'Adelantos de dinero sobre sus beneficios del Seguro Social',
    lead: 'Reciba de {{min}} a {{max}} sobre su beneficio mensual. Hay un solo cargo por trámite, y usted ve el costo total antes de solicitar. Sepa si califica en menos de 5 minutos. Si le aprobamos, recibe el dinero en 1 a 2 días hábiles.',
    getStarted: 'Empiece hoy',
    seeHow: 'Vea cómo funciona',
    noSignIn: 'No necesita iniciar sesión para solicitar: su cuenta se crea durante la solicitud.',
  },
  example: {
    eyebrow: 'Ejemplo',
    title: 'Adelanto de {{amount}}',
    schedule: 'Para beneficios que se pagan el tercer miércoles del mes.',
    amount: 'Cantidad del adelanto',
    fee: 'Cargo único por trámite',
    received: 'Usted recibe',
    nextBenefitDate: 'Próxima fecha de beneficio',
    repayment:
      'Si lo solicita hoy, se paga en un solo pago de {{total}} el {{dueDate}}. La tasa de porcentaje anual (APR) es {{apr}}.',
    illustration: 'Es solo un ejemplo. Antes de solicitar, verá sus cifras exactas.',
  },
  trust: {
    heading: 'Por qué confían en nosotros',
    securityTitle: 'Seguridad como la de un banco',
    securityText:
      'El cifrado SSL de 256 bits y las prácticas SOC 2 protegen su información personal.',
    fastTitle: 'Aprobación rápida',
    fastText:
      'Le damos una respuesta en 24 a 48 horas. Si le aprobamos, recibe el dinero en 1 a 2 días hábiles.',
    feeTitle: 'Un solo cargo, claro',
    feeText:
      'Un solo cargo por trámite de {{feePercent}}, que usted ve desde el principio. {{aprRange}}.',
  },
  howItWorks: {
    heading: 'Cómo funciona',
    lead: 'Cuatro pasos, desde la solicitud hasta el dinero en su cuenta.',
    stepLabel: 'Paso {{number}}: ',
    steps: {
      preQualify: {
        title: 'Vea si califica',
        text: 'Conteste unas preguntas sencillas en menos de 5 minutos. No necesita iniciar sesión.',
      },
      submit: {
        title: 'Envíe su solicitud',
        text: 'Cuéntenos sobre su beneficio mensual. Su cuenta segura se crea durante la solicitud.',
      },
      approved: {
        title: 'Reciba la aprobación',
        text: 'La mayoría de las solicitudes se aprueban en 24 horas.',
      },
      funds: {
        title: 'Reciba su dinero',
        text: 'El dinero llega a su cuenta bancaria en 1 a 2 días hábiles.',
      },
    },
  },
  stats: {
    heading: 'La confianza de quienes reciben beneficios',
    lead: 'Ayudamos a las personas que viven del Seguro Social a llegar al próximo pago, de forma sencilla y justa.',
    approvalRate: 'Solicitudes aprobadas',
    totalAdvanced: 'Adelantado a nuestros clientes',
    totalAdvancedValue: 'Más de $10 millones',
    satisfaction: 'Clientes satisfechos',
    averageApproval: 'Tiempo promedio de aprobación',
    averageApprovalValue: '{{hours}} horas',
    founded: 'Año de fundación',
  },
  cta: {
    heading: '¿Listo para empezar?',
    text: 'Solicite en pocos minutos y reciba una respuesta en 24 a 48 horas. Un solo cargo por trámite, sin sorpresas.',
    button: 'Empezar mi solicitud',
  },
  faq: {
    heading: 'Preguntas frecuentes',
    amount: {
      question: '¿Cuánto dinero puedo recibir?',
      answer:
        'La primera vez puede recibir de {{min}} a {{max}}. La cantidad depende de su beneficio mensual y de sus gastos fijos, como el alquiler o la hipoteca.',
    },
    fees: {
      question: '¿Cuáles son los cargos y las tasas?',
      answer:
        'Cada adelanto tiene un solo cargo por trámite, que usted ve antes de solicitar. Por ejemplo: {{fee}} por un adelanto de {{amount}}, así que usted recibe {{received}}. Usted paga el adelanto en un solo pago, en una fecha de beneficio. {{aprRange}}. Antes de enviar la solicitud, verá la APR de su adelanto, el cargo financiero y la fecha de pago. No hay cargos escondidos.',
    },
    approvalTime: {
      question: '¿Cuánto tarda la aprobación?',
      answer:
        'Revisamos la mayoría de las solicitudes en 24 a 48 horas. Si le aprobamos, depositamos el dinero en su cuenta bancaria en 1 a 2 días hábiles.',
    },
    increaseLimit: {
      question: '¿Puedo recibir más dinero después?',
      answer:
        'Sí. Si paga un adelanto a tiempo, puede calificar para una cantidad mayor la próxima vez. Revisamos su límite cada vez que solicita.',
    },
    reapply: {
      question: '¿Puedo volver a solicitar?',
      answer:
        'Sí. Cuando termine de pagar su adelanto, puede solicitar otro cuando quiera. Si no aprobamos una solicitud, puede volver a solicitar más adelante. También puede escribir a nuestro equipo de ayuda para saber por qué.',
    },
    security: {
      question: '¿Mi información está segura?',
      answer:
        'Sí. Todo lo que nos envía viaja con cifrado SSL de 256 bits. Seguimos las prácticas SOC 2 para guardar sus datos y decidir quién puede verlos.',
    },
    eligibility: {
      question: '¿Quién puede solicitar?',
      answer:
        'Las personas que reciben beneficios del Seguro Social: por jubilación, por discapacidad o como sobrevivientes. Necesita una cuenta bancaria donde le depositan su beneficio, para enviarle allí el adelanto.',
    },
  },
  about: {
    heading: 'Quiénes somos',
    lead: 'Benefit Advance ofrece adelantos de dinero a las personas que reciben beneficios del Seguro Social. Con condiciones claras, un solo cargo y personas reales que le atienden.',
    missionHeading: 'Nuestra misión',
    mission:
      'El beneficio llega una vez al mes, pero los gastos no esperan. Nuestra misión es darle acceso rápido y justo a su propio dinero cuando llega una cuenta inesperada. Sin condiciones confusas, sin costos escondidos y sin ir a una tienda de préstamos.',
    storyHeading: 'Nuestra historia',
    story1:
      'Fundamos Benefit Advance en 2023. Vimos que a muchas personas jubiladas o con discapacidad les ofrecían préstamos caros, cuando solo necesitaban unos cientos de dólares hasta su próximo pago. Por eso creamos una solicitud sencilla por internet: toma menos de 5 minutos, la revisamos en 24 a 48 horas y el dinero llega en 1 a 2 días hábiles.',
    story2:
      'Desde entonces hemos adelantado más de $10 millones a clientes de todo el país. Y seguimos con la misma promesa: las tasas más bajas que podemos ofrecer y un equipo de ayuda que contesta sus mensajes.',
    numbersHeading: 'En cifras',
    commitmentsHeading: 'Nuestros compromisos',
    privacyTitle: 'Privacidad y seguridad',
    privacyText:
      'Su información viaja con cifrado SSL de 256 bits y la manejamos según las prácticas SOC 2.',
    lendingTitle: 'Préstamos responsables',
    lendingText:
      'Antes de ofrecerle un adelanto, miramos su beneficio mensual y lo que paga por su vivienda. El primer adelanto es de {{max}} como máximo, para que pueda pagarlo sin problemas.',
    pricingTitle: 'Precios claros',
    pricingText:
      'Un solo cargo por trámite en cada adelanto, y su APR. Usted ve los dos antes de solicitar. {{aprRange}}.',
    helpHeading: 'Ayuda y contacto',
    helpText:
      '¿Tiene preguntas sobre una solicitud o un adelanto? Inicie sesión y envíenos un mensaje. Le contesta una persona, por lo general en un día hábil. En nuestra página de inicio están las respuestas a las preguntas más comunes.',
    helpFaq: 'Leer las preguntas frecuentes',
    ready: 'Estamos listos cuando usted lo esté.',
    apply: 'Solicitar un adelanto',
  },
  notFound: {
    eyebrow: 'Error 404',
    heading: '404: Página no encontrada',
    home: 'Ir a la página de inicio',
  },
  forgotPassword: {
    description:
      'Escriba el correo electrónico de su cuenta. Le enviaremos un enlace para crear una contraseña nueva.',
    sending: 'Enviando...',
    send: 'Enviar el enlace',
    remembered: '¿Ya la recordó?',
    backToLogin: 'Volver a iniciar sesión',
    checkEmailTitle: 'Revise su correo',
    sent: 'Si existe una cuenta con ese correo, le enviamos un enlace para cambiar la contraseña.',
    failed: 'No pudimos enviar el correo para cambiar la contraseña',
    expires:
      'El enlace vence después de un tiempo. Si no le llega, revise la carpeta de correo no deseado o inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
  },
  resetPassword: {
    title: 'Cambiar la contraseña',
    description: 'Elija una contraseña nueva para su cuenta.',
    newPassword: 'Contraseña nueva',
    newPasswordNoun: 'contraseña nueva',
    confirmPassword: 'Confirme la contraseña',
    confirmPasswordNoun: 'confirmación de contraseña',
    resetting: 'Cambiando...',
    submit: 'Cambiar la contraseña',
    failed: 'No pudimos cambiar la contraseña',
    invalidLink: 'Este enlace no es válido. Pida un enlace nuevo para cambiar la contraseña.',
    requestNew: 'Pedir un enlace nuevo',
    successTitle: 'Contraseña cambiada',
    success: 'Su contraseña se cambió. Ya puede iniciar sesión con su contraseña nueva.',
    continue: 'Ir a iniciar sesión',
  },
};
