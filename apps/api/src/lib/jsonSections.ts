import { type ParsedTokenInfo, Tokenizer, TokenizerError, TokenParser, TokenType } from '@streamparser/json';

/**
 * A bounded streaming reader for one JSON object whose large members are arrays (a backup: a short header and
 * arrays of records). It never holds more than one value at a time: each top-level member that is not one of
 * the named `sections` arrives whole as a `field`, and each element of a section arrives as an `item`. A value
 * larger than `maxValueBytes` is refused instead of being gathered, so memory is bounded by that size plus one
 * chunk of input, whatever the size of the file.
 *
 * The bytes are tokenized by @streamparser/json (decision 037); the outer shape (the object, its member names,
 * the section arrays) and the size bound are ours, and each value is assembled by a fresh token parser of the
 * same library. A value's size runs from its first byte to the separator after it; it is checked at every token
 * and at the end of every chunk, and the tokenizer reports any string or number it is still gathering at the
 * end of a chunk, so nothing larger than the bound plus one chunk is ever held.
 */
export type JsonSectionEvent =
  | { type: 'field'; key: string; value: unknown }
  | { type: 'item'; section: string; index: number; value: unknown };

/** The input is not one JSON object of this shape (the message says where, in our words, never the library's). */
export class JsonSectionError extends Error {}

type State = 'start' | 'keyOrEnd' | 'colon' | 'value' | 'afterValue' | 'itemOrEnd' | 'afterItem' | 'end';

/** What was expected in each state, for the message when something else came. */
const EXPECTED: Record<State, string> = {
  start: 'The file is not a JSON object',
  keyOrEnd: 'A member name was expected',
  colon: "':' was expected",
  value: 'The file is not valid JSON',
  itemOrEnd: 'The file is not valid JSON',
  afterValue: "',' or '}' was expected",
  afterItem: "',' or ']' was expected",
  end: 'Nothing may follow the JSON object',
};

const fail = (message: string, at: number): never => {
  throw new JsonSectionError(`${message} (near byte ${Math.max(0, at)})`);
};

/** Follows the outer shape token by token and hands each value's tokens to its own token parser. */
class SectionReader {
  state: State = 'start';
  readonly events: JsonSectionEvent[] = [];
  /** The byte the current value started at, from its first token until its event is emitted; -1 between values. */
  private valueFrom = -1;
  /** Where the token the tokenizer is still gathering at the end of a chunk started; -1 if none. */
  private partialFrom = -1;
  private parser: TokenParser | undefined;
  private done = false;
  private value: unknown;
  private key = '';
  private needMember = false;
  private section = '';
  private index = 0;
  lastOffset = 0;

  constructor(
    private readonly sections: ReadonlySet<string>,
    private readonly maxValueBytes: number,
  ) {}

  /** Refuses the value being read if it already runs past the bound at `upTo` (a byte offset). */
  private bound(upTo: number) {
    if (this.valueFrom >= 0 && upTo - this.valueFrom > this.maxValueBytes)
      fail(`A value is larger than ${this.maxValueBytes} bytes`, upTo);
  }

  /**
   * A string, number or literal the tokenizer is still gathering when a chunk ends. Only noted here: the
   * tokenizer swallows what its partial-number callback throws, so the bound is applied by `chunkEnded`.
   */
  partial(t: ParsedTokenInfo) {
    this.partialFrom = t.offset;
  }

  /** After each chunk: the value being read, or the token being gathered outside one, must fit the bound. */
  chunkEnded(upTo: number) {
    const partialFrom = this.partialFrom;
    this.partialFrom = -1;
    if (partialFrom >= 0 && this.state === 'end') fail(EXPECTED.end, partialFrom);
    const from = this.valueFrom >= 0 ? this.valueFrom : partialFrom;
    if (from >= 0 && upTo - from > this.maxValueBytes) fail(`A value is larger than ${this.maxValueBytes} bytes`, upTo);
  }

  token(t: ParsedTokenInfo) {
    this.lastOffset = t.offset;
    if (this.parser) return this.inValue(t);
    switch (this.state) {
      case 'start':
        if (t.token !== TokenType.LEFT_BRACE) fail(EXPECTED.start, t.offset);
        this.state = 'keyOrEnd';
        return;
      case 'keyOrEnd':
        if (t.token === TokenType.RIGHT_BRACE && !this.needMember) {
          this.state = 'end';
          return;
        }
        if (t.token !== TokenType.STRING) fail(EXPECTED.keyOrEnd, t.offset);
        this.key = t.value as string;
        this.needMember = false;
        this.state = 'colon';
        return;
      case 'colon':
        if (t.token !== TokenType.COLON) fail(EXPECTED.colon, t.offset);
        this.state = 'value';
        return;
      case 'value':
        if (this.sections.has(this.key) && t.token === TokenType.LEFT_BRACKET) {
          this.section = this.key;
          this.index = 0;
          this.state = 'itemOrEnd';
          return;
        }
        return this.startValue(t);
      case 'itemOrEnd':
        if (t.token === TokenType.RIGHT_BRACKET && this.index === 0) {
          this.state = 'afterValue';
          return;
        }
        return this.startValue(t);
      case 'afterItem':
        this.emit(t);
        if (t.token === TokenType.COMMA) {
          this.index++;
          this.state = 'itemOrEnd';
        } else if (t.token === TokenType.RIGHT_BRACKET) this.state = 'afterValue';
        else fail(EXPECTED.afterItem, t.offset);
        return;
      case 'afterValue':
        this.emit(t);
        if (t.token === TokenType.COMMA) {
          this.needMember = true;
          this.state = 'keyOrEnd';
        } else if (t.token === TokenType.RIGHT_BRACE) this.state = 'end';
        else fail(EXPECTED.afterValue, t.offset);
        return;
      case 'end':
        fail(EXPECTED.end, t.offset);
    }
  }

  private startValue(t: ParsedTokenInfo) {
    const parser = new TokenParser({ paths: ['$'], keepStack: false });
    parser.onValue = ({ value }) => {
      this.value = value;
      this.done = true;
    };
    this.parser = parser;
    this.done = false;
    this.valueFrom = t.offset;
    this.inValue(t);
  }

  private inValue(t: ParsedTokenInfo) {
    this.bound(t.offset);
    try {
      this.parser?.write(t);
    } catch {
      fail(EXPECTED.value, t.offset);
    }
    if (!this.done) return;
    this.parser = undefined;
    this.state = this.state === 'itemOrEnd' ? 'afterItem' : 'afterValue';
  }

  /** The separator after a value: the value's size is now known, and its event goes out. */
  private emit(t: ParsedTokenInfo) {
    if (this.valueFrom < 0) return; // a section array just closed: no value of its own
    this.bound(t.offset);
    const value = this.value;
    this.events.push(
      this.state === 'afterItem'
        ? { type: 'item', section: this.section, index: this.index, value }
        : { type: 'field', key: this.key, value },
    );
    this.value = undefined;
    this.valueFrom = -1;
  }
}

export async function* readJsonSections(
  source: AsyncIterable<Buffer | string>,
  opts: { sections: readonly string[]; maxValueBytes: number },
): AsyncGenerator<JsonSectionEvent> {
  const reader = new SectionReader(new Set(opts.sections), opts.maxValueBytes);
  const tokenizer = new Tokenizer({ emitPartialTokens: true });
  let offset = 0; // bytes before the current chunk
  tokenizer.onToken = (t) => (t.partial ? reader.partial(t) : reader.token(t));
  /** The library's errors (bad JSON, bytes that are not UTF-8) become ours: the messages are ours to word. */
  const inOurWords = (err: unknown, message: string): never => {
    if (err instanceof JsonSectionError) throw err;
    if (err instanceof TokenizerError || err instanceof TypeError) return fail(message, Math.max(reader.lastOffset, offset));
    throw err;
  };

  for await (const raw of source) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    try {
      tokenizer.write(chunk);
    } catch (err) {
      inOurWords(err, EXPECTED[reader.state]);
    }
    offset += chunk.length;
    reader.chunkEnded(offset);
    yield* reader.events.splice(0);
  }
  try {
    tokenizer.end();
  } catch (err) {
    inOurWords(err, 'The file ends before its JSON object does');
  }
  yield* reader.events.splice(0);
  if (reader.state !== 'end') fail('The file ends before its JSON object does', offset);
}
