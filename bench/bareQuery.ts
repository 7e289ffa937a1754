/**
 * The "bare" ideas list for the bench: the same page (rows with their names) and total as POST
 * /v1/idea-crud/all, in ONE hand-written SQL statement, with no validation, no auth and no mapping. It reads
 * the same filter keys (newest first) so both sides hit the same indexes with the same plans.
 */
const REF_COLUMNS = [
  'company_id',
  'factory_business_unit_id',
  'area_section_id',
  'aic_minibusiness_id',
  'department_id',
  'stage_id',
  'first_cut_id',
  'second_cut_id',
];
const IN_KEYS: [string, string][] = [
  ['factoryBusinessUnit._id', 'factory_business_unit_id'],
  ['areaSection._id', 'area_section_id'],
  ['AICMinibusiness._id', 'aic_minibusiness_id'],
];
const STAGES = ['evaluated', 'approved', 'implemented', 'rewarded', 'replicated'];
const NAMES = REF_COLUMNS.map(
  (c, n) =>
    `(select name_en from master_data where id = i.${c}) as n${n}_en, (select name_ar from master_data where id = i.${c}) as n${n}_ar`,
).join(', ');

export function bareListQuery(body: Record<string, unknown>) {
  const params: unknown[] = [];
  const where: string[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  for (const [key, column] of IN_KEYS) {
    const ids = (body[key] as { in?: string[] } | undefined)?.in ?? [];
    if (ids.length === 1) where.push(`${column} = ${p(ids[0])}::uuid`);
    else if (ids.length > 1) where.push(`${column} = any(${p(ids)}::uuid[])`);
  }
  for (const stage of STAGES) {
    const value = body[`status.${stage}.value`];
    if (typeof value === 'boolean') where.push(`${stage}_value = ${p(value)}`);
  }
  if (typeof body['status.replicated.type'] === 'string') where.push(`replication_type = ${p(body['status.replicated.type'])}`);
  const createdAt = body.createdAt as { gte?: string; lte?: string } | undefined;
  if (createdAt?.gte) where.push(`created_at >= ${p(createdAt.gte)}::timestamptz`);
  if (createdAt?.lte) where.push(`created_at <= ${p(createdAt.lte)}::timestamptz`);
  const limit = Number(body.limit ?? 10);
  const page = Number(body.page ?? 1);
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const text = `select t.total, d.* from (select count(*)::int as total from ideas ${w}) t
    left join lateral (
      select i.*, ${NAMES}
      from (select id from ideas ${w} order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}) p
      join ideas i on i.id = p.id
    ) d on true
    order by d.created_at desc, d.id desc`;
  return { text, params, page, limit };
}
