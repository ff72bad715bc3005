import type { ReactNode } from 'react';
import { IconAlert, IconCheck } from './icons';

export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

/** Errors interrupt (role=alert); confirmations and notes are announced politely (role=status). */
export function Alert({ tone, children, className = '' }: AlertProps) {
  const styles = {
    error: 'bg-red-50 text-red-900 ring-red-200',
    success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    info: 'bg-brand-50 text-brand-900 ring-brand-100',
  }[tone];
  const Icon = tone === 'success' ? IconCheck : IconAlert;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl p-4 text-sm ring-1 ${styles} ${className}`}
    >
      <Icon className="mt-0.5 text-lg" />
      <div>{children}</div>
    </div>
  );
}
