import { describe, expect, it } from 'vitest';
import { findPrivacyRisks, isValidCitizenCard, isValidNif, isValidNiss, type PrivacyKind } from '../../worker/contract/patient-privacy';
import { measurePrivacyCheck } from '../privacy-measure.mjs';

// The de-identification check (worker/contract/patient-privacy.ts): each identifier with its check
// digits, each kind's boundaries and Portuguese spellings, and ordinary clinical prose left alone.
// Its time on adversarial input is tested in Node (tests/ops/patient-privacy-time.test.mjs): workerd's
// clock does not advance while code runs.

const found = (text: string) => findPrivacyRisks(text).map((finding) => [finding.kind, finding.text] as [PrivacyKind, string]);

describe('check digits', () => {
  it('accepts a NIF whose ninth digit is its check digit, and no other', () => {
    for (const nif of ['123456789', '999999990', '234567805', '501442600']) expect(isValidNif(nif), nif).toBe(true);
    for (const nif of ['123456780', '234567806', '012345678', '40000000x', '12345678']) expect(isValidNif(nif), nif).toBe(false);
  });

  it('accepts a NISS whose eleventh digit is its check digit', () => {
    expect(isValidNiss('12345678902')).toBe(true);
    expect(isValidNiss('12345678901')).toBe(false);
    expect(isValidNiss('32345678902')).toBe(false);
  });

  it('accepts a Cartão de Cidadão number whose last digit closes its sum, letters counting 10 to 35', () => {
    expect(isValidCitizenCard('12345678 9 ZZ1')).toBe(true);
    expect(isValidCitizenCard('15420355-6-ZY7')).toBe(true);
    expect(isValidCitizenCard('12345678 9 ZZ2')).toBe(false);
    expect(isValidCitizenCard('1234567 9 ZZ1')).toBe(false);
  });
});

describe('identifiers', () => {
  it('finds a NIF by its check digit, and one named so even with a wrong digit', () => {
    expect(found('Contribuinte 123456789 e outro 123456780.')).toEqual([['nif', '123456789']]);
    expect(found('NIF: 123 456 780')).toEqual([['nif', '123 456 780']]);
  });

  it('finds the SNS user number beside its words, whatever its digits', () => {
    expect(found('Número de utente do SNS: 234567891.')).toEqual([['sns', '234567891']]);
    expect(found('N.º utente 123456789')).toEqual([['sns', '123456789']]);
  });

  it('finds a NISS by its check digit or its name', () => {
    expect(found('Segurança social 12345678902')).toEqual([['niss', '12345678902']]);
    expect(found('NISS 12345678901')).toEqual([['niss', '12345678901']]);
    expect(found('O código 12345678901 do aparelho.')).toEqual([]);
  });

  it('finds a Cartão de Cidadão number with valid check characters', () => {
    expect(found('CC 12345678 9 ZZ1, válido.')).toEqual([['cc', '12345678 9 ZZ1']]);
    expect(found('Série 12345678 9 ZZ2.')).toEqual([]);
  });

  it('finds Portuguese phone numbers, with or without +351, in their usual groups', () => {
    expect(found('Telemóvel 912 345 678; casa 21 234 56 78; filha +351 936 123 456; 00351 223456789.')).toEqual([
      ['phone', '912 345 678'],
      ['phone', '21 234 56 78'],
      ['phone', '+351 936 123 456'],
      ['phone', '00351 223456789'],
    ]);
  });

  it('finds e-mail addresses and postal codes', () => {
    expect(found('Escreva para joana.m@exemplo.pt; mora em 4700-123 Braga.')).toEqual([
      ['email', 'joana.m@exemplo.pt'],
      ['postal-code', '4700-123'],
    ]);
  });

  it('finds process, episode and bed numbers next to their words', () => {
    expect(found('Processo n.º 2023/45871, episódio 99812, cama 12, quarto 3B.')).toEqual([
      ['process', '2023/45871'],
      ['process', '99812'],
      ['process', '12'],
      ['process', '3B'],
    ]);
  });
});

describe('dates, ages, names and places', () => {
  it('finds full dates, numeric and written', () => {
    expect(found('Nasceu a 3 de março de 1941, internada em 12/03/2024, alta 2024-04-01 e consulta 05.06.24.')).toEqual([
      ['date', '3 de março de 1941'],
      ['date', '12/03/2024'],
      ['date', '2024-04-01'],
      ['date', '05.06.24'],
    ]);
  });

  it('finds ages of 90 and over, but not ages in decades', () => {
    expect(found('Utente com 92 anos; outra de 101 anos.')).toEqual([
      ['age', '92 anos'],
      ['age', '101 anos'],
    ]);
    expect(found('Utentes na casa dos 90 anos e de 89 anos; nos anos 90.')).toEqual([]);
  });

  it('finds a given name and surname, with da/de/dos, and a name after Sr./Sra./D./Dona', () => {
    expect(found('A Maria da Conceição Silva e o João Pereira vieram com a Sra. Rosário e D. Amélia Gomes.')).toEqual([
      ['name', 'Maria da Conceição Silva'],
      ['name', 'João Pereira'],
      ['name', 'Rosário'],
      ['name', 'Amélia Gomes'],
    ]);
    expect(found('A Sra. M. melhorou; a Maria melhorou.')).toEqual([]);
  });

  it('finds named hospitals, health centres, schools and care homes, not institutions named in general', () => {
    expect(found('Veio do Hospital de Santa Maria para a USF Marginal; frequenta a Escola Básica de Real e vive no Lar Nossa Senhora da Paz.')).toEqual([
      ['place', 'Hospital de Santa Maria'],
      ['place', 'USF Marginal'],
      ['place', 'Escola Básica de Real'],
      ['place', 'Lar Nossa Senhora da Paz'],
    ]);
    expect(found('Foi ao hospital de dia, ao centro de saúde e à Escola Básica; o Hospital Central e um lar.')).toEqual([]);
  });

  it('leaves ordinary clinical prose alone', () => {
    const prose = [
      'A pontuação na COPM passou de 4,2 para 7,5 ao fim de 12 sessões, entre 2023 e 2024.',
      'Aplicámos a Escala de Berg, o Índice de Barthel e a Medida de Independência Funcional.',
      'A utente, de 78 anos, na casa dos 80, apresenta hemiparesia esquerda após AVC isquémico.',
      'Intervenção de 45 minutos, 3 vezes por semana, durante 8 semanas (24 sessões).',
      'O Modelo de Ocupação Humana orientou a avaliação; a Terapia Ocupacional em Portugal cresceu.',
      'Força de preensão de 18 kg à direita e 12 kg à esquerda; amplitude de 0-90 graus.',
    ].join(' ');
    expect(found(prose)).toEqual([]);
  });

  it('gives each finding its position in the text and the replacement to suggest', () => {
    const text = 'Sr. Rui Costa, 93 anos, NIF 123456789.';
    const findings = findPrivacyRisks(text);
    expect(findings.map(({ kind, start, end, suggestion }) => ({ kind, start, end, suggestion }))).toEqual([
      { kind: 'name', start: 4, end: 13, suggestion: '[NOME]' },
      { kind: 'age', start: 15, end: 22, suggestion: 'mais de 89 anos' },
      { kind: 'nif', start: 28, end: 37, suggestion: '[NIF]' },
    ]);
    for (const finding of findings) expect(text.slice(finding.start, finding.end)).toBe(finding.text);
  });
});

describe('the labelled corpus (tests/privacy-corpus.mjs)', () => {
  const measured = measurePrivacyCheck(findPrivacyRisks);

  it('holds at least 200 sentences, identifying and ordinary', () => {
    expect(measured.sentences.identifying + measured.sentences.ordinary).toBeGreaterThanOrEqual(200);
    expect(measured.sentences.ordinary).toBeGreaterThanOrEqual(100);
  });

  it('finds every identifier with a check digit or a fixed shape', () => {
    for (const kind of ['nif', 'niss', 'cc', 'sns', 'phone', 'email', 'postal-code', 'process', 'age'] as const) {
      expect(measured.perKind[kind], kind).toBeDefined();
      expect(measured.perKind[kind]!.found, kind).toBe(measured.perKind[kind]!.expected);
    }
  });

  it('finds at least nine in ten names, dates and places', () => {
    for (const kind of ['name', 'date', 'place'] as const) {
      const { found: hits, expected } = measured.perKind[kind]!;
      expect(hits / expected, kind).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('raises at most one false alarm per 1,000 words of ordinary prose', () => {
    expect(measured.words).toBeGreaterThan(5000);
    expect(measured.falseAlarmsPerThousandWords).toBeLessThanOrEqual(1);
    expect(measured.unexpected).toEqual([]);
  });
});
