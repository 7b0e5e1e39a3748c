/** Test databases of one run share a prefix made from its template, so teardown drops only its own. */
export function testDbPrefix(templateDb: string): string {
  return `foyer_t_${templateDb.replace(/^foyer_tmpl_/, '')}_`;
}
