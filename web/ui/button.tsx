import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly tone?: 'primary' | 'secondary' | 'ghost';
  readonly size?: 'normal' | 'small';
}

export function Button({
  tone = 'primary',
  size = 'normal',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[tone], size === 'small' ? styles.small : '', className ?? ''];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}

export const buttonClass = (tone: 'primary' | 'secondary' | 'ghost' = 'primary') =>
  `${styles.button} ${styles[tone]}`;
