import type { Application } from '@advance/contracts';

/** A customer's application, as the dashboard receives it, for component tests. */
export const application: Application = {
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
  createdAt: '2024-12-03T15:07:00.000Z',
  updatedAt: '2024-12-03T15:07:00.000Z',
};
