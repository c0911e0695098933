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
};
