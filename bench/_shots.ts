import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { seedIdeas } from './seed.js';

const BASE = 'http://127.0.0.1:3213';
const SEED = process.argv.includes('--seed');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const login = await (
  await fetch(`${BASE}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shots.local', password: 'Admin#2026' }),
  })
).json();

if (SEED) {
  const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/fikra_shots' });
  await c.connect();
  await seedIdeas(c, 120);
  const page = await browser.newPage({ viewport: { width: 500, height: 400 } });
  const image = async (text: string, bg: string) => {
    await page.setContent(
      `<body style="margin:0"><div style="width:500px;height:400px;background:${bg};display:flex;align-items:center;justify-content:center;font:bold 40px sans-serif;color:white">${text}</div></body>`,
    );
    return page.screenshot({ type: 'png' });
  };
  const refs = [];
  for (const [name, text, bg] of [
    ['before.png', 'BEFORE', 'linear-gradient(#8a9aa6,#3d4a54)'],
    ['after.png', 'AFTER', 'linear-gradient(#5fc39b,#0b6e4f)'],
  ]) {
    const form = new FormData();
    form.append('file', new Blob([await image(text, bg)], { type: 'image/png' }), name);
    const res = await fetch(`${BASE}/v1/file/upload?purpose=image`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${login.token}` },
    });
    refs.push((await res.json())[0]);
  }
  await c.query(
    `update ideas set status = jsonb_set(jsonb_set(status, '{implemented,before}', $1::jsonb), '{implemented,after}', $2::jsonb), files_related = $3::jsonb
    where id in (select id from ideas where implemented_value order by created_at desc limit 6)`,
    [JSON.stringify([refs[0]]), JSON.stringify([refs[1]]), JSON.stringify([refs[0]])],
  );
  await c.end();
}

async function session(page: Page, lang: 'ar' | 'en') {
  await page.goto(`${BASE}/LandingPage`);
  await page.evaluate(
    ([t, u, l]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('i18nextLng', l as string);
      localStorage.removeItem('filterObject');
    },
    [login.token, login.user, lang],
  );
}
const ideaId =
  process.env.IDEA_ID ??
  (await (await fetch(`${BASE}/v1/idea-crud/all`, { headers: { authorization: `Bearer ${login.token}` } })).json()).data[0]._id;
for (const lang of ['ar', 'en'] as const) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await session(page, lang);
  await page.goto(`${BASE}/admin/idea`);
  await page.getByTestId('ideas-table').locator('tbody tr.ant-table-row').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ia-list-compact-${lang}.png`, fullPage: true });
  await page.goto(`${BASE}/admin/idea?isExpanded=true`);
  await page.getByTestId('ideas-table').locator('tbody tr.ant-table-row').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ia-list-expanded-${lang}.png`, fullPage: false });
  await page.goto(`${BASE}/admin/editIdeaFields/${ideaId}`);
  await page.getByTestId('idea-fields-form').waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/ia-edit-${lang}.png`, fullPage: true });
  await page.close();
}
await browser.close();
console.log('shots done');
