/** Identity documents with valid check digits: Peruvian RUC and DNI, Chilean RUT. */

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The 11-digit RUC for its first 10 digits (SUNAT modulo 11 check digit). */
export function rucFor(base: string): string {
  if (!/^\d{10}$/.test(base)) throw new Error(`RUC base must have 10 digits: ${base}`);
  const sum = RUC_WEIGHTS.reduce((acc, weight, i) => acc + Number(base.charAt(i)) * weight, 0);
  const check = (11 - (sum % 11)) % 10;
  return `${base}${check}`;
}

export function isValidRuc(ruc: string): boolean {
  return /^(10|15|17|20)\d{9}$/.test(ruc) && rucFor(ruc.slice(0, 10)) === ruc;
}

/** The Chilean RUT check digit (modulo 11 with weights 2..7 from the right; 10 is K). */
export function rutCheckDigit(body: number): string {
  let sum = 0;
  let weight = 2;
  for (const d of String(body).split('').reverse()) {
    sum += Number(d) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
}

/** A RUT as `12345678-9`. */
export function rutFor(body: number): string {
  return `${body}-${rutCheckDigit(body)}`;
}

export function isValidRut(rut: string): boolean {
  const m = /^(\d{7,8})-([\dK])$/.exec(rut);
  return m !== null && rutCheckDigit(Number(m[1])) === m[2];
}
