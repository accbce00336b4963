// The Worker `npm run bench:privacy` times the de-identification check in: workerd's clock stands
// still while code runs, so the bench measures from outside, comparing `runs` checks of the text
// with none (scripts/bench/privacy.mjs).
import { findPrivacyRisks } from '../../worker/contract/patient-privacy.ts';

const CASE_NOTE =
  'A utente, de 78 anos, apresenta hemiparesia esquerda após AVC; a pontuação na COPM passou de 4,2 para 7,5 ao fim de 12 sessões. ' +
  'A Sra. Rosário, NIF 125494580, vive no Lar Nossa Senhora da Paz desde 12/03/2024 e a filha atende no 912 345 678. ';

export default {
  fetch(request) {
    const url = new URL(request.url);
    const characters = Number(url.searchParams.get('chars') ?? 200_000);
    const runs = Number(url.searchParams.get('runs') ?? 1);
    const text = CASE_NOTE.repeat(Math.ceil(characters / CASE_NOTE.length)).slice(0, characters);
    let findings = 0;
    for (let run = 0; run < runs; run += 1) findings = findPrivacyRisks(text).length;
    return Response.json({ characters: text.length, runs, findings });
  },
};
