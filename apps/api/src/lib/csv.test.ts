import { describe, expect, it } from 'vitest';
import { csv, csvCell, isBareNumber } from './csv.js';

// Issue 21, hole 1: a spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one), and Excel
// takes the full-width forms of those signs too. Only a cell that is entirely a number may stay as it is.
const PAYLOAD = "-1+1+cmd|' /C calc'!A0";

describe('csvCell', () => {
  it('neutralises a payload that starts with a minus and a digit', () => {
    expect(csvCell(PAYLOAD)).toBe(`"'-1+1+cmd|' /C calc'!A0"`);
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1+1', `"'+1+1"`],
    ['-1', `"-1"`],
    ['-1 day', `"'-1 day"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\uff1d1+1', `"'\uff1d1+1"`], // ＝ full-width equals
    ['\uff0b1+1', `"'\uff0b1+1"`], // ＋
    ['\uff0d1+1', `"'\uff0d1+1"`], // －
    ['\uff20SUM(1)', `"'\uff20SUM(1)"`], // ＠
    ['1e5', `"1e5"`], // starts with a digit: no spreadsheet runs it
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ])('%j → %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('keeps numbers bare: amounts, negative balances and decimals', () => {
    for (const n of ['0', '25000', '-25000', '1500.00', '-0.5', '147.14']) expect(csvCell(n)).toBe(`"${n}"`);
    expect(csvCell(-12)).toBe('"-12"');
    expect(csvCell(null)).toBe('""');
  });

  it('isBareNumber accepts only a whole decimal number', () => {
    for (const n of ['0', '-1', '12.50', '-0.001']) expect(isBareNumber(n)).toBe(true);
    for (const n of ['-1+1', '1e5', '--1', '-', '.5', '1.', ' 1', '1 ', '0x10', '١٢'])
      expect(isBareNumber(n)).toBe(false);
  });

  it('a whole document starts with a byte-order mark and ends each row with CRLF', () => {
    expect(csv([[PAYLOAD, '-5']])).toBe(`\ufeff"'-1+1+cmd|' /C calc'!A0","-5"\r\n`);
  });
});
