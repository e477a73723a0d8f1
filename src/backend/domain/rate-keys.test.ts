import { describe, expect, it } from 'vitest';
import { callerAddress, countedContact } from './rate-keys';

describe('what the enquiry limits count', () => {
  it('counts one phone number however it is written', () => {
    const ways = ['98320 12345', '+91 98320 12345', '09832012345', '919832012345', '0091-98320-12345', '(98320) 12345'];
    expect(new Set(ways.map(countedContact))).toEqual(new Set(['+919832012345']));
  });

  it('counts one e-mail address as its inbox receives it', () => {
    const gmail = ['Pema.Bhutia@gmail.com', 'pemabhutia+trip@GMAIL.com', ' p.e.m.a.bhutia@googlemail.com '];
    expect(new Set(gmail.map(countedContact))).toEqual(new Set(['pemabhutia@gmail.com']));
    expect(countedContact('Pema.Bhutia+x@Example.com')).toBe('pema.bhutia@example.com');
    // Dots matter to other providers: two people.
    expect(countedContact('p.b@example.com')).not.toBe(countedContact('pb@example.com'));
  });

  it('takes the address the front end appended, never what the caller wrote before it', () => {
    expect(callerAddress('203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(callerAddress('1.2.3.4, 5.6.7.8, 203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(callerAddress(['1.2.3.4', '203.0.113.7'], undefined)).toBe('203.0.113.7');
    expect(callerAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(callerAddress(' , ', undefined)).toBeNull();
  });
});
