import { describe, expect, it } from 'vitest';
import { namePattern, withoutNames } from '../../worker/lib/name-mentions';

/*
 * A deleted member's name taken out of texts others wrote about them (docs/decisions/028-hardening-second-pass.md): whole words, in any capitals, accented ones included; nothing else is touched.
 */

const LABEL = 'Membro removido';
const scrub = (text: string, names: string[], max = 1000) => withoutNames(text, namePattern(names)!, LABEL, max);

describe('withoutNames', () => {
  it('replaces the full name and the username as whole words, in any capitals', () => {
    expect(scrub('Falei com GRAÇA LOBATO FALCÃO (@graca.falcao) e com a graça lobato falcão.', ['Graça Lobato Falcão', 'graca.falcao'])).toBe(
      'Falei com Membro removido (@Membro removido) e com a Membro removido.',
    );
  });

  it('leaves a short username inside other words as it is', () => {
    expect(scrub('A ana publicou isto esta semana; Ana, Mariana e ana_b não.', ['Ana Sá', 'ana'])).toBe('A Membro removido publicou isto esta semana; Membro removido, Mariana e ana_b não.');
  });

  it('reads the names as plain text, never as a pattern', () => {
    expect(scrub('O membro a.b-c escreveu; aXb-c não.', ['a.b-c'])).toBe('O membro Membro removido escreveu; aXb-c não.');
  });

  it('keeps the text within its column: at most `max` characters', () => {
    const text = 'rui '.repeat(250).trim();
    expect(Array.from(scrub(text, ['rui'])).length).toBe(1000);
  });

  it('has no pattern without a name', () => {
    expect(namePattern(['', '  '])).toBeNull();
  });
});
