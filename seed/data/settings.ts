import type { BusinessSettings, NotificationSettings, PaymentSettings } from '../../src/backend/schemas';

/** The operator's public details as a new project starts with them; edited in the admin's Settings. */
export const sampleBusinessSettings: BusinessSettings = {
  phone: '+919832012345',
  whatsapp: '+919832012345',
  email: 'hello@himalayanaster.in',
  address: 'Tadong, NH 10, Gangtok, Sikkim 737102, India',
  supportHours: 'Monday to Saturday, 10 AM to 6 PM IST',
  social: { facebook: '', instagram: '', youtube: '', x: '' },
};

/** Where booking and enquiry e-mails for the operator go. */
export const sampleNotificationSettings: NotificationSettings = { operatorEmail: 'bookings@himalayanaster.in' };

/** How customers pay a confirmed booking (UPI or bank transfer), and the tax on each kind of booking. */
export const samplePaymentSettings: PaymentSettings = {
  upiId: 'himalayanaster@sbi',
  payeeName: 'Himalayan Aster Tours',
  bank: {
    accountName: 'Himalayan Aster Tours',
    accountNumber: '38291045678',
    ifsc: 'SBIN0005678',
    bankName: 'State Bank of India',
    branch: 'Tadong, Gangtok',
  },
  advancePercent: 30,
  advanceDueDays: 3,
  balanceDueDaysBefore: 7,
  // No tax line until the operator sets the rates in Settings (the site's prices say 'Taxes extra.').
  note: 'A UPI payment reaches us at once; a bank transfer can take a working day.',
};
