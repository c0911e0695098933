import type { Application, CustomerApplication } from '@advance/contracts';

/**
 * An application for component tests, with the staff fields and the customer's alike, so it
 * stands in for either view.
 */
export const application: Application & CustomerApplication = {
  id: 'app-1',
  userId: 'u1',
  status: 'Submitted',
  reviewNotes: null,
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@example.com',
  phone: '555-201-3344',
  zipCode: '10001',
  requestedAmount: 500,
  processingFee: 15,
  amountToReceive: 485,
  howOftenNeedCash: 'monthly',
  monthlyBenefit: 1400,
  benefitPaymentDay: 3,
  monthlyRentMortgage: 700,
  dateOfBirth: '1950-04-02',
  benefitSchedule: 'third_of_month',
  disclosure: {
    apr: 37.63,
    financeCharge: 15,
    amountFinanced: 485,
    totalOfPayments: 500,
    dueDate: '2025-01-03',
    days: 30,
  },
  decisionReasons: null,
  documentRequest: null,
  completeSince: '2024-12-03T15:07:00.000Z',
  documentsDueOn: null,
  createdAt: '2024-12-03T15:07:00.000Z',
  updatedAt: '2024-12-03T15:07:00.000Z',
};
