/** A paragraph's key or a bulleted list's keys, under `terms.sections.<id>`; the id is the heading's anchor. */
export type TermsBlock = string | readonly string[];

export const TERMS_SECTIONS: readonly { id: string; blocks: readonly TermsBlock[] }[] = [
  { id: 'about', blocks: ['p1', 'p2', 'p3'] },
  { id: 'eligibility', blocks: ['p1', 'p2', 'p3'] },
  { id: 'card', blocks: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] },
  { id: 'limits', blocks: ['p1', 'p2', ['li1', 'li2', 'li3', 'li4'], 'p3', 'p4', 'p5'] },
  { id: 'fees', blocks: ['p1', ['li1', 'li2', 'li3', 'li4', 'li5', 'li6', 'li7', 'li8'], 'p2', 'p3', 'p4'] },
  { id: 'lifecycle', blocks: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] },
  { id: 'security', blocks: ['p1', 'p2', ['li1', 'li2', 'li3'], 'p3'] },
  { id: 'provider', blocks: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] },
  { id: 'unauthorised', blocks: ['p1', 'p2', 'p3', 'p4'] },
  { id: 'payeeInitiated', blocks: ['p1', 'p2', 'p3'] },
  { id: 'changes', blocks: ['p1', 'p2', 'p3'] },
  { id: 'redemption', blocks: ['p1', 'p2', ['li1', 'li2', 'li3'], 'p3', 'p4', 'p5'] },
  { id: 'complaints', blocks: ['p1', 'p2', 'p3'] },
  { id: 'support', blocks: ['p1', 'p2'] },
];
