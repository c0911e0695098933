import type { AppScreenCatalog } from '../catalog';

/*
 * The cost of an advance in plain Spanish (es-US). The Truth-in-Lending terms keep the
 * names the reader meets on paper in Spanish ("Tasa de porcentaje anual", "Cargo financiero").
 */
export const pricing: AppScreenCatalog['pricing'] = {
  disclosureTitle: 'Lo que le cuesta el crédito',
  aprLabel: 'Tasa de porcentaje anual (APR)',
  aprHint: 'El costo de su adelanto como tasa anual.',
  financeChargeLabel: 'Cargo financiero',
  financeChargeHint: 'Lo que le cuesta el adelanto en dólares (el cargo por trámite).',
  amountFinancedLabel: 'Cantidad financiada',
  amountFinancedHint: 'La cantidad que usted recibe.',
  totalOfPaymentsLabel: 'Total de pagos',
  totalOfPaymentsHint: 'La cantidad que usted paga.',
  paymentSchedule: 'Un solo pago de {{amount}} que vence el {{dueDate}}.',
  awaitingSchedule: 'Díganos cuándo llega su beneficio para ver su APR y la fecha de pago.',
  notYetKnown: 'Todavía no se sabe',
  awaitingAmount: 'Elija una cantidad para ver lo que cuesta el adelanto.',
  scheduleQuestion: '¿Cuándo llega su beneficio?',
  scheduleExplanation:
    'Lo elegimos según su fecha de nacimiento, como el Seguro Social fija las fechas de pago. Cámbielo si su beneficio llega otro día. Su adelanto se paga en una fecha de beneficio.',
  scheduleLabel: 'Calendario de beneficios',
  scheduleLine: 'Calendario de beneficios: {{schedule}}',
  staffDisclosureTitle: 'Información de costos que vio la persona',
  noStoredDisclosure:
    'No se guardó la información de costos: la solicitud es anterior a las cotizaciones guardadas.',
  scheduleHints: {
    second_wednesday: 'Cumpleaños entre el 1 y el 10 del mes.',
    third_wednesday: 'Cumpleaños entre el 11 y el 20 del mes.',
    fourth_wednesday: 'Cumpleaños entre el 21 y el 31 del mes.',
    third_of_month:
      'Beneficios que empezaron antes de mayo de 1997, o Seguro Social junto con SSI.',
    first_of_month: 'Seguridad de Ingreso Suplementario (SSI).',
  },
  schedules: {
    second_wednesday: 'El segundo miércoles del mes',
    third_wednesday: 'El tercer miércoles del mes',
    fourth_wednesday: 'El cuarto miércoles del mes',
    third_of_month: 'El día 3 del mes',
    first_of_month: 'El día 1 del mes (SSI)',
  },
  benefitsNotice: {
    title: 'Sus beneficios siguen siendo suyos',
    notice:
      'Nunca le pediremos su contraseña de my Social Security, y nunca le pediremos que cambie dónde se depositan sus beneficios.',
  },
};
