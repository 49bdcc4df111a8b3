// EU VAT identification numbers of the countries our clients deal with most, each checked by its
// own check digits: a number that only looks right (a misread digit) is not taken as a VAT ID.

const digitsOf = (text: string) => [...text].map(Number);

const CHECKS: Record<string, (number: string) => boolean> = {
  // 8 digits: the first six modulo 89 are the last two.
  LU: (n) => /^\d{8}$/.test(n) && Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  // 9 digits, ISO 7064 MOD 11,10.
  DE: (n) => {
    if (!/^[1-9]\d{8}$/.test(n)) return false;
    let product = 10;
    for (const d of digitsOf(n.slice(0, 8))) {
      let sum = (d + product) % 10;
      if (sum === 0) sum = 10;
      product = (2 * sum) % 11;
    }
    const check = 11 - product === 10 ? 0 : 11 - product;
    return check === Number(n[8]);
  },
  // A two-digit key before the SIREN: (12 + 3 × (SIREN mod 97)) mod 97.
  FR: (n) => /^\d{11}$/.test(n) && Number(n.slice(0, 2)) === (12 + 3 * (Number(n.slice(2)) % 97)) % 97,
  // 10 digits: 97 − (the first eight mod 97) are the last two.
  BE: (n) => /^[01]\d{9}$/.test(n) && 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
  // 9 digits, weights 9..2, modulo 11.
  PT: (n) => {
    if (!/^\d{9}$/.test(n)) return false;
    const sum = digitsOf(n.slice(0, 8)).reduce((acc, d, i) => acc + d * (9 - i), 0);
    const rest = 11 - (sum % 11);
    return (rest >= 10 ? 0 : rest) === Number(n[8]);
  },
  // 9 digits, B, 2 digits: weights 9..2 and the ninth digit is the sum modulo 11.
  NL: (n) => {
    const match = /^(\d{9})B\d{2}$/.exec(n);
    if (!match) return false;
    const digits = digitsOf(match[1] as string);
    const sum = digits.slice(0, 8).reduce((acc, d, i) => acc + d * (9 - i), 0);
    return sum % 11 === digits[8];
  },
};

/** Upper case without spaces, dots or dashes: 'LU 1234 5678' → 'LU12345678'. */
export function normalizeVatId(text: string): string {
  return text.replace(/[\s.\-\u00a0]/g, '').toUpperCase();
}

/** Whether the VAT ID's country is one we check and its check digits are right. */
export function isValidVatId(text: string): boolean {
  const id = normalizeVatId(text);
  const check = CHECKS[id.slice(0, 2)];
  return check ? check(id.slice(2)) : false;
}

const CANDIDATE = /\b(LU|DE|FR|BE|PT|NL)[\s.]?((?:[0-9A-Z][\s.]?){8,12})/g;

/** The valid VAT IDs in a line of text, in order. */
export function vatIdsIn(line: string): string[] {
  const found: string[] = [];
  for (const match of line.toUpperCase().matchAll(CANDIDATE)) {
    const country = match[1] as string;
    const rest = normalizeVatId(match[2] as string);
    // The candidate may run into the next word: try the lengths the country allows, longest first.
    for (let length = rest.length; length >= 8; length--) {
      const id = `${country}${rest.slice(0, length)}`;
      if (isValidVatId(id)) {
        found.push(id);
        break;
      }
    }
  }
  return found;
}
