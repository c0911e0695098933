import type { Catalog } from '../catalog';

export const shell: Catalog['shell'] = {
  skipLink: 'Ir al contenido principal',
  mainNav: 'Principal',
  menu: 'Menú',
  nav: {
    home: 'Inicio',
    dashboard: 'Mi panel',
    about: 'Quiénes somos',
    admin: 'Administración',
    messages: 'Mensajes',
    account: 'Mi cuenta',
  },
  navUnread: '({{count}} sin leer)',
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  getStarted: 'Empezar',
  welcome: 'Hola,',
  welcomeBack: 'Le damos la bienvenida',
  help: 'Ayuda',
  footer: {
    tagline:
      'Adelantos de dinero para personas que reciben beneficios del Seguro Social. Un solo cargo, claro. Su información está protegida con cifrado SSL de 256 bits.',
    services: 'Servicios',
    company: 'Empresa',
    legal: 'Información legal',
    cashAdvances: 'Adelantos de dinero',
    howItWorks: 'Cómo funciona',
    faq: 'Preguntas frecuentes',
    aboutUs: 'Quiénes somos',
    ourStory: 'Nuestra historia',
    signIn: 'Iniciar sesión',
    privacySecurity: 'Privacidad y seguridad',
    responsibleLending: 'Préstamos responsables',
    ratesFees: 'Tasas y cargos',
    copyright: '© {{year}} Benefit Advance. Todos los derechos reservados.',
  },
};
