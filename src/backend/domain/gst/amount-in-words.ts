/**
 * An amount in words as an Indian invoice writes it: lakhs and crores, not millions ("One Lakh Twenty-Five
 * Thousand Rupees Only"; "Rupees" after the figure, as most Indian bills print it).
 */

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99. */
function belowHundred(value: number): string {
  if (value < 20) return ones[value] ?? '';
  const unit = value % 10;
  return unit === 0 ? (tens[Math.floor(value / 10)] ?? '') : `${tens[Math.floor(value / 10)]}-${ones[unit]}`;
}

/** 0 to 999. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds > 0 ? `${ones[hundreds]} Hundred` : '', belowHundred(rest)].filter(Boolean).join(' ');
}

/** A whole number in words, Indian style: 12,34,56,789 is 'Twelve Crore Thirty-Four Lakh ...'. */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`Not a whole number of rupees: ${value}`);
  if (value === 0) return 'Zero';
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crores > 0 ? `${numberInWords(crores)} Crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} Lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'One Lakh Twenty-Five Thousand Rupees Only'; paise, when there are any, after the rupees. */
export function rupeesInWords(amount: number): string {
  const paise = Math.round(amount * 100);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeesPart = `${numberInWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  return rest > 0 ? `${rupeesPart} and ${numberInWords(rest)} Paise Only` : `${rupeesPart} Only`;
}
