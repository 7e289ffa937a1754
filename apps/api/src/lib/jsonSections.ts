/**
 * A bounded streaming reader for one JSON object whose large members are arrays (a backup: a short header and
 * arrays of records). It never holds more than one value at a time: each top-level member that is not one of
 * the named `sections` arrives whole as a `field`, and each element of a section arrives as an `item`. A value
 * larger than `maxValueBytes` is refused instead of being gathered, so memory is bounded by that size plus one
 * chunk of input, whatever the size of the file.
 */
export type JsonSectionEvent =
  | { type: 'field'; key: string; value: unknown }
  | { type: 'item'; section: string; index: number; value: unknown };

/** The input is not one JSON object of this shape (the message says where). */
export class JsonSectionError extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

type State = 'start' | 'keyOrEnd' | 'key' | 'colon' | 'value' | 'afterValue' | 'itemOrEnd' | 'item' | 'afterItem' | 'end';

export async function* readJsonSections(
  source: AsyncIterable<Buffer | string>,
  opts: { sections: readonly string[]; maxValueBytes: number },
): AsyncGenerator<JsonSectionEvent> {
  const sections = new Set(opts.sections);
  let state: State = 'start';
  let offset = 0; // bytes before the current chunk, for messages
  // the value being gathered
  let pieces: Buffer[] = [];
  let size = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let scalar = false;
  let key = '';
  let needMember = false;
  let section = '';
  let index = 0;
  let afterKeyState: 'afterValue' | 'afterItem' = 'afterValue';

  const fail = (message: string, at: number): never => {
    throw new JsonSectionError(`${message} (at byte ${at})`);
  };
  const parse = (at: number): unknown => {
    const text = Buffer.concat(pieces, size).toString('utf8');
    pieces = [];
    size = 0;
    try {
      return JSON.parse(text);
    } catch {
      return fail('The file is not valid JSON', at);
    }
  };

  for await (const raw of source) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    let start = state === 'key' || state === 'item' ? 0 : -1; // where the gathered value starts in this chunk
    const events: JsonSectionEvent[] = [];
    /** Ends the gathered value just before `end`; returns it parsed. */
    const finish = (end: number): unknown => {
      const piece = chunk.subarray(start, end);
      pieces.push(piece);
      size += piece.length;
      if (size > opts.maxValueBytes) fail(`A value is larger than ${opts.maxValueBytes} bytes`, offset + end);
      start = -1;
      return parse(offset + end);
    };
    const begin = (i: number, b: number) => {
      start = i;
      depth = 0;
      inString = false;
      escaped = false;
      scalar = !(b === OPEN_OBJECT || b === OPEN_ARRAY || b === QUOTE);
    };
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      switch (state) {
        case 'start':
          // a UTF-8 byte-order mark is allowed
          if (isSpace(b) || (offset + i < 3 && (b === 0xef || b === 0xbb || b === 0xbf))) continue;
          if (b !== OPEN_OBJECT) fail('The file is not a JSON object', offset + i);
          state = 'keyOrEnd';
          continue;
        case 'keyOrEnd':
          if (isSpace(b)) continue;
          if (b === CLOSE_OBJECT && !needMember) {
            state = 'end';
            continue;
          }
          if (b !== QUOTE) fail('A member name was expected', offset + i);
          begin(i, b);
          inString = true;
          state = 'key';
          continue;
        case 'colon':
          if (isSpace(b)) continue;
          if (b !== COLON) fail("':' was expected", offset + i);
          state = 'value';
          continue;
        case 'value':
          if (isSpace(b)) continue;
          if (sections.has(key) && b === OPEN_ARRAY) {
            section = key;
            index = 0;
            state = 'itemOrEnd';
            continue;
          }
          begin(i, b);
          afterKeyState = 'afterValue';
          state = 'item';
          i--; // the first byte is read again as part of the value
          continue;
        case 'itemOrEnd':
          if (isSpace(b)) continue;
          if (b === CLOSE_ARRAY && index === 0) {
            state = 'afterValue';
            continue;
          }
          begin(i, b);
          afterKeyState = 'afterItem';
          state = 'item';
          i--;
          continue;
        case 'afterItem':
          if (isSpace(b)) continue;
          if (b === COMMA) {
            state = 'itemOrEnd';
            index++;
            continue;
          }
          if (b !== CLOSE_ARRAY) fail("',' or ']' was expected", offset + i);
          state = 'afterValue';
          continue;
        case 'afterValue':
          if (isSpace(b)) continue;
          if (b === COMMA) {
            state = 'keyOrEnd';
            needMember = true;
            continue;
          }
          if (b !== CLOSE_OBJECT) fail("',' or '}' was expected", offset + i);
          state = 'end';
          continue;
        case 'end':
          if (!isSpace(b)) fail('Nothing may follow the JSON object', offset + i);
          continue;
        case 'key':
        case 'item': {
          // gathering a value (or a member name, which is a string): find where it ends
          if (inString) {
            if (escaped) escaped = false;
            else if (b === BACKSLASH) escaped = true;
            else if (b === QUOTE) {
              inString = false;
              if (depth === 0) {
                const value = finish(i + 1);
                if (state === 'key') {
                  if (typeof value !== 'string') fail('A member name was expected', offset + i);
                  key = value as string;
                  needMember = false;
                  state = 'colon';
                } else {
                  events.push(
                    afterKeyState === 'afterItem' ? { type: 'item', section, index, value } : { type: 'field', key, value },
                  );
                  state = afterKeyState;
                }
              }
            }
            continue;
          }
          if (scalar) {
            if (isSpace(b) || b === COMMA || b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
              const value = finish(i);
              events.push(
                afterKeyState === 'afterItem' ? { type: 'item', section, index, value } : { type: 'field', key, value },
              );
              state = afterKeyState;
              i--;
            }
            continue;
          }
          if (b === QUOTE) inString = true;
          else if (b === OPEN_OBJECT || b === OPEN_ARRAY) depth++;
          else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
            depth--;
            if (depth === 0) {
              const value = finish(i + 1);
              events.push(
                afterKeyState === 'afterItem' ? { type: 'item', section, index, value } : { type: 'field', key, value },
              );
              state = afterKeyState;
            }
          }
          continue;
        }
      }
    }
    if (start >= 0) {
      const piece = Buffer.from(chunk.subarray(start));
      pieces.push(piece);
      size += piece.length;
      if (size > opts.maxValueBytes) fail(`A value is larger than ${opts.maxValueBytes} bytes`, offset + chunk.length);
    }
    offset += chunk.length;
    for (const event of events) yield event;
  }
  if (state !== 'end') fail('The file ends before its JSON object does', offset);
}
