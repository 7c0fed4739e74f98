import "react";

// Invoker commands (HTML): a button that opens or closes the dialog it names, without a script.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    /** Id of the element the button controls. */
    commandfor?: string;
    /** What the button does to it. */
    command?: "show-modal" | "close" | "request-close";
  }
}
