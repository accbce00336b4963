/* global performance */
// The de-identification check (worker/contract/patient-privacy.ts) takes time linear in its text's
// length: 200,000 characters of input built to make a careless pattern backtrack are checked in
// milliseconds. In Node, whose clock runs while code runs (workerd's does not).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPrivacyRisks } from '../../worker/contract/patient-privacy.ts';

const ADVERSARIAL = {
  digits: '1'.repeat(200_000),
  'digit groups': '123 '.repeat(50_000),
  'capitalised words': 'Maria '.repeat(33_000),
  'capitalised runs': 'Ana Maria da '.repeat(15_000),
  'e-mail-like': 'a.'.repeat(100_000),
  'at signs': 'a@b'.repeat(66_000),
  dates: '1/1/'.repeat(50_000),
  institutions: 'Hospital de '.repeat(16_000),
  'process words': 'processo n.º '.repeat(15_000),
};

describe('the de-identification check on adversarial input', () => {
  for (const [name, text] of Object.entries(ADVERSARIAL)) {
    it(`checks 200,000 characters of ${name} in well under a second`, () => {
      const started = performance.now();
      findPrivacyRisks(text);
      const elapsed = performance.now() - started;
      // A quadratic pattern takes minutes on this input; linear work, milliseconds.
      assert.ok(elapsed < 1500, `${name}: ${elapsed.toFixed(0)} ms`);
    });
  }
});
