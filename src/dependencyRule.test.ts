/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Lints a file as if it lived at `filePath`, returning ESLint's findings. */
function lintAs(
  filePath: string,
  source: string,
): { line: number; ruleId: string | null; message: string }[] {
  const eslint = path.join(__dirname, '..', 'node_modules', '.bin', 'eslint');
  let output: string;
  try {
    output = execFileSync(eslint, ['--format', 'json', '--stdin', '--stdin-filename', filePath], {
      input: source,
      encoding: 'utf8',
    });
  } catch (error) {
    // ESLint exits 1 when it finds problems; its JSON report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [report] = JSON.parse(output) as {
    messages: { line: number; ruleId: string | null; message: string }[];
  }[];
  return report?.messages ?? [];
}

describe('the dependency rule', () => {
  it('reports every framework and outer-layer import in src/domain', () => {
    const source = [
      "import { Button } from 'antd';",
      "import { useState } from 'react';",
      "import { makeAutoObservable } from 'mobx';",
      "import i18next from 'i18next';",
      "import { MemoryStorage } from '../../adapters/browser/MemoryStorage';",
      "import { IsEmail } from 'class-validator';",
      "import dayjs from 'dayjs';",
      'export const probe = [Button, useState, makeAutoObservable, i18next, MemoryStorage, IsEmail, dayjs];',
    ].join('\n');

    const findings = lintAs('src/domain/money/probe.ts', source);

    const bitten = findings.filter((f) => f.ruleId === 'no-restricted-imports').map((f) => f.line);
    expect(bitten).toEqual([1, 2, 3, 4, 5]);
  }, 30_000);

  it('lets the application layer use the domain but not the adapters', () => {
    const source = [
      "import type { Cents } from '../../domain/money/Cents';",
      "import { MemoryStorage } from '../../adapters/browser/MemoryStorage';",
      'export type Probe = [Cents, MemoryStorage];',
    ].join('\n');

    const findings = lintAs('src/application/orders/probe.ts', source);

    expect(findings.filter((f) => f.ruleId === 'no-restricted-imports').map((f) => f.line)).toEqual([2]);
  }, 30_000);
});
