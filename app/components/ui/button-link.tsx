import { clsx } from "clsx";
import { Link, type LinkProps } from "react-router";

const variants = {
  primary: "bg-accent-700 text-white hover:bg-accent-800 shadow-sm",
  secondary: "bg-brand text-white hover:bg-brand-800 shadow-sm",
  outline: "border border-brand/25 bg-white text-brand hover:border-brand hover:bg-brand-50",
  inverted: "bg-white text-brand hover:bg-brand-100 shadow-sm",
} as const;

const sizes = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Class names of a button-styled control, shared by links and buttons. */
export function buttonClass(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md"): string {
  return clsx(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold",
    variants[variant],
    sizes[size],
  );
}

/** Class names of a link inside running text: underlined, so it never relies on colour alone. */
export const textLinkClass =
  "font-medium text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand";

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
}

/** A client-side link styled as a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={clsx(buttonClass(variant, size), className)} />;
}
