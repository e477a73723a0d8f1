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

  it('links only a valid address, encoded, so that typed text never adds headers to the reply', () => {
    expect(replyLinks('mailto:x@y.com?bcc=a@b.com&body=hi')).toEqual({ shown: 'mailto:x@y.com?bcc=a@b.com&body=hi', links: [] });
    expect(replyLinks('x@y.com?bcc=a@b.com').links).toEqual([]);
    expect(replyLinks('x@y.com&body=hi').links).toEqual([]);
    expect(replyLinks('pema+trips@example.com')).toEqual({
      shown: 'pema+trips@example.com',
      links: [{ href: 'mailto:pema%2Btrips@example.com', label: 'pema+trips@example.com' }],
    });
    for (const contact of [
      'mailto:x@y.com?bcc=a@b.com&body=hi',
      'a@b.com?body=x',
      'pema+trips@example.com',
      'dorjee@example.com',
    ]) {
      for (const link of replyLinks(contact).links) expect(link.href).not.toMatch(/[?&]|bcc=|body=/);
    }
  });

  it('gives a phone number a call link and a WhatsApp link', () => {
    expect(replyLinks('+44 7700 900123').links.map((link) => link.href)).toEqual([
      'tel:+447700900123',
      'https://wa.me/447700900123',
    ]);
  });

  it('shows anything else as it is, without a link', () => {
    expect(replyLinks('ask at the front desk')).toEqual({ shown: 'ask at the front desk', links: [] });
  });
});
