/**
 * The reward-and-recognition and SAP-codes PDFs and the how-to videos, made by the Chromium the browser tests
 * use: the PDFs printed from HTML with the system's Noto fonts embedded (Arabic shaped as a browser shapes it),
 * the videos recorded from an animated canvas with the browser's own encoder (WebM, no ffmpeg). Without a
 * Chromium the demo is built without them and says so.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import type { DemoContext } from './context.js';
import { DEPARTMENTS, PLANTS } from './plant.js';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

async function launch(): Promise<Browser | null> {
  try {
    return await chromium.launch({
      ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--autoplay-policy=no-user-gesture-required'],
    });
  } catch {
    return null;
  }
}

const STYLE = `
  body { font-family: 'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', sans-serif; color: #1f2933; margin: 0; }
  section { padding: 36px 44px; page-break-after: always; }
  section[dir=rtl] { font-family: 'Noto Sans Arabic', 'Noto Naskh Arabic', sans-serif; }
  h1 { color: #0d47a1; font-size: 24px; margin: 0 0 6px; } h2 { font-size: 16px; color: #00796b; margin: 22px 0 8px; }
  p, li { font-size: 13px; line-height: 1.7; }
  table { border-collapse: collapse; width: 100%; font-size: 12px; }
  th, td { border: 1px solid #b0bec5; padding: 6px 8px; text-align: start; } th { background: #e3f2fd; }
`;

const RR_LEVELS: [string, string, string, string][] = [
  ['Accepted idea', 'فكرة مقبولة', 'Certificate of thanks', 'شهادة شكر'],
  ['Implemented idea', 'فكرة منفذة', '500 EGP / 100 AED voucher', 'قسيمة بقيمة 500 جنيه / 100 درهم'],
  ['Savings above 100,000 a year', 'وفر سنوي أكثر من 100,000', '2% of the first year savings', '2% من وفر السنة الأولى'],
  ['Best idea of the quarter', 'أفضل فكرة في الربع', 'Trophy at Kaizen Day', 'درع في يوم الكايزن'],
];

function rewardHtml() {
  const rows = (lang: 0 | 1) => RR_LEVELS.map((r) => `<tr><td>${r[lang]}</td><td>${r[lang + 2]}</td></tr>`).join('');
  return `<style>${STYLE}</style>
  <section dir="rtl" lang="ar"><h1>سياسة المكافأة والتقدير</h1><p>برنامج الكايزن لمجموعة وادي النيل والخليج لصناعات التغليف</p>
    <h2>لماذا نكافئ</h2><p>كل فكرة تحسين تأتي من شخص يعرف عمله أفضل من أي أحد. نكافئ المشاركة أولًا ثم النتيجة.</p>
    <h2>مستويات المكافأة</h2><table><tr><th>المستوى</th><th>المكافأة</th></tr>${rows(1)}</table>
    <h2>كيف تُصرف</h2><ul><li>تعتمد لجنة الكايزن المكافآت في يوم الكايزن كل ربع سنة.</li><li>تُحسب قيمة الوفر من جدول المعرفة بعد التنفيذ.</li></ul></section>
  <section dir="ltr" lang="en"><h1>Reward and Recognition Policy</h1><p>The kaizen programme of Nile Valley Industries and Gulf Pack Industries</p>
    <h2>Why we reward</h2><p>Every improvement comes from someone who knows the job better than anyone. We reward taking part first, then results.</p>
    <h2>Reward levels</h2><table><tr><th>Level</th><th>Reward</th></tr>${rows(0)}</table>
    <h2>How rewards are paid</h2><ul><li>The kaizen committee confirms rewards at each quarterly Kaizen Day.</li><li>Savings are taken from the knowledge table after implementation.</li></ul></section>`;
}

function sapHtml() {
  const rows = PLANTS.flatMap((plant, p) =>
    DEPARTMENTS.filter((d) => d.plants.includes(plant.key)).map(
      (dep, d) =>
        `<tr><td>${plant.codePrefix}${String(1000 + p * 100 + d * 10)}</td><td dir="rtl">${plant.name.ar} – ${dep.name.ar}</td><td>${plant.name.en}, ${dep.name.en}</td></tr>`,
    ),
  ).join('');
  return `<style>${STYLE}</style><section><h1>SAP cost centres · مراكز التكلفة في SAP</h1>
    <p>Use the cost centre of the department that implements the idea. · استخدم مركز تكلفة الإدارة المنفذة للفكرة.</p>
    <table><tr><th>Code · الكود</th><th>الاسم</th><th>Name</th></tr>${rows}</table></section>`;
}

const VIDEOS: { en: string; ar: string; colour: string; caption: string }[] = [
  { en: 'How to submit an idea in one minute', ar: 'كيف تقدم فكرة في دقيقة', colour: '#0d47a1', caption: 'فكرتك تبدأ من هنا' },
  { en: '5S in the printing hall', ar: 'تطبيق 5S في صالة الطباعة', colour: '#00796b', caption: '5S' },
  { en: 'Safety walk: the loading bays', ar: 'جولة سلامة: أرصفة التحميل', colour: '#e65100', caption: 'السلامة أولًا' },
];

/** Records a few seconds of an animated canvas (boxes moving along a conveyor under a caption) as WebM. */
async function recordVideo(browser: Browser, colour: string, caption: string, seconds: number): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent('<canvas width="640" height="360"></canvas>');
    // the function below is sent as its source; a TypeScript runner may have wrapped it with a __name helper
    await page.evaluate('window.__name = (f) => f');
    const base64 = await page.evaluate(
      async ({ colour, caption, seconds }) => {
        const canvas = document.querySelector('canvas') as HTMLCanvasElement;
        const g = canvas.getContext('2d') as CanvasRenderingContext2D;
        const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (e) => chunks.push(e.data);
        const started = performance.now();
        const draw = () => {
          const t = (performance.now() - started) / 1000;
          g.fillStyle = '#eceff1';
          g.fillRect(0, 0, 640, 360);
          g.fillStyle = colour;
          g.fillRect(0, 0, 640, 90);
          g.fillStyle = '#ffffff';
          g.font = 'bold 36px "Noto Sans Arabic", "Noto Sans", sans-serif';
          g.textAlign = 'center';
          g.fillText(caption, 320, 58);
          g.fillStyle = '#546e7a';
          g.fillRect(0, 260, 640, 24);
          for (let i = 0; i < 6; i++) {
            const x = ((t * 120 + i * 130) % 780) - 70;
            g.fillStyle = ['#c49a6c', '#ffb74d', '#90a4ae'][i % 3];
            g.fillRect(x, 206, 60, 54);
          }
        };
        const timer = setInterval(draw, 40);
        draw();
        recorder.start();
        await new Promise((r) => setTimeout(r, seconds * 1000));
        const stopped = new Promise((r) => {
          recorder.onstop = r;
        });
        recorder.requestData();
        recorder.stop();
        await stopped;
        clearInterval(timer);
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { colour, caption, seconds },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

/** A whole recording: the WebM (EBML) header and more than a few frames. */
const isWebm = (bytes: Buffer) => bytes.length > 2048 && bytes.subarray(0, 4).toString('hex') === '1a45dfa3';

async function pdfOf(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head><body>${html}</body></html>`);
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await page.close();
  }
}

/**
 * The documents and videos; false (and nothing made) when they are not kept from an earlier build and no Chromium
 * can be started. The browser is started only for what is not kept yet, once, and each PDF or video made in a page
 * of its own.
 */
export async function buildMedia(ctx: DemoContext, opts: { videoSeconds?: number } = {}): Promise<boolean> {
  let browser: Promise<Browser | null> | undefined;
  const started = () => {
    browser ??= launch();
    return browser;
  };
  const token = ctx.users.consultant.token;
  const seconds = opts.videoSeconds ?? 3;
  try {
    const docs = [
      ['reward-and-recognition', 'reward-and-recognition.pdf', rewardHtml],
      ['sap-codes', 'sap-cost-centres.pdf', sapHtml],
    ] as const;
    for (const [path, filename, html] of docs) {
      const content = await ctx.assets.get(filename, async () => {
        const b = await started();
        return b && (await pdfOf(b, html()));
      });
      if (!content) return false;
      const [fileId] = await ctx.api.upload([{ filename, content }], 'pdf', token);
      await ctx.api.post(`/${path}`, { fileId }, token);
    }
    for (const [i, v] of VIDEOS.entries()) {
      const content = await ctx.assets.get(`video-${i + 1}-${seconds}s.webm`, async () => {
        const b = await started();
        if (!b) return null;
        // a browser starved of CPU may hand back an empty recording: once more, then the video is left out
        let recorded = await recordVideo(b, v.colour, v.caption, seconds);
        if (!isWebm(recorded)) recorded = await recordVideo(b, v.colour, v.caption, seconds);
        return isWebm(recorded) ? recorded : null;
      });
      if (content)
        await ctx.api.postFile('/video', { filename: `video-${i + 1}.webm`, content }, token, { nameEn: v.en, nameAr: v.ar });
    }
    return true;
  } finally {
    await (await browser)?.close();
  }
}
