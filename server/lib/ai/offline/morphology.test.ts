// The plural of a label, as the app shows it: the dictionary's rules, a final stressed vowel,
// and loanwords the dictionary does not know.
import { describe, expect, it } from 'vitest';
import { pluralize } from './morphology.ts';

describe('pluralize', () => {
  it.each([
    ['Préstamo', 'Préstamos'],
    ['Reunión', 'Reuniones'],
    ['Tatuador', 'Tatuadores'],
    ['Papel', 'Papeles'],
    // A final stressed vowel takes an «s»: never «mamaes».
    ['Mamá', 'Mamás'],
    ['Bebé', 'Bebés'],
    // Loanwords the dictionary does not know: never «deales», «leades».
    ['Deal', 'Deals'],
    ['Lead', 'Leads'],
    ['Chat', 'Chats'],
  ])('%s → %s', (word, plural) => expect(pluralize(word)).toBe(plural));
});
