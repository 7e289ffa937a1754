import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3420';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ baseURL: base, locale: 'ar-EG', reducedMotion: 'reduce', serviceWorkers: 'block' });
const page = await ctx.newPage();
const login = await (await page.request.post('/v1/auth/login', { data: { email: 'admin@e2e.local', password: 'Admin#2026' } })).json();
await page.addInitScript(([t,u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); localStorage.setItem('i18nextLng','ar'); }, [login.token, JSON.stringify(login.user)]);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Performance.enable');
const get = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]));
const routes = (process.env.ROUTES ?? '/admin/dashboard,/admin/ideas,/admin/users,/admin/plant,/admin/settings').split(',');
const mode = process.env.MODE ?? 'goto';
if (process.env.PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
let before = await get();
const t0 = Date.now();
for (let i = 0; i < Number(process.env.REPS ?? 2); i++) for (const r of routes) {
  const s = Date.now();
  await page.goto(r); await page.waitForLoadState('networkidle');
  const m = await get();
  console.log(r, Date.now() - s, 'ms', ["TaskDuration","ScriptDuration","LayoutDuration","RecalcStyleDuration"].map(k => `${k.replace("Duration","")}=${(m[k]*1000).toFixed(0)}`).join(' '));
  before = m;
}
console.log('total', Date.now() - t0);
if (process.env.PROFILE) {
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, us] of counts) { const n = byId.get(id); const cf = n.callFrame; const url = cf.url.split('/').pop(); const k = `${cf.functionName || '(anon)'} ${url}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + us); }
  // aggregate by file
  const byFile = new Map();
  for (const [id, us] of counts) { const n = byId.get(id); const url = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byFile.set(url, (byFile.get(url) ?? 0) + us); }
  console.log('--- self by file (ms)'); [...byFile].sort((a,b)=>b[1]-a[1]).slice(0,12).forEach(([k,v]) => console.log((v/1000).toFixed(0), k));
  console.log('--- self by function (ms)'); [...self].sort((a,b)=>b[1]-a[1]).slice(0,30).forEach(([k,v]) => console.log((v/1000).toFixed(0), k));
}
await browser.close();
