import type { BusinessSettings, NotificationSettings } from '../../src/backend/schemas';

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
