import { replyLinks } from './reply-links';

describe('replyLinks', () => {
  it('writes to an e-mail address', () => {
    expect(replyLinks(' dorjee@example.com')).toEqual({
      shown: 'dorjee@example.com',
      links: [{ href: 'mailto:dorjee@example.com', label: 'dorjee@example.com' }],
    });
  });

  it('calls a phone number or messages it on WhatsApp, however it was typed', () => {
    expect(replyLinks('+919832055555')).toEqual({
      shown: '+91 98320 55555',
      links: [
        { href: 'tel:+919832055555', label: '+91 98320 55555' },
        { href: 'https://wa.me/919832055555', label: 'WhatsApp' },
      ],
    });
    expect(replyLinks('98320 55555').links[0]?.href).toBe('tel:+919832055555');
  });

  it('shows anything else as it is, without a link', () => {
    expect(replyLinks('ask at the front desk')).toEqual({ shown: 'ask at the front desk', links: [] });
  });
});
