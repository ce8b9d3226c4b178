"use client";

import { unstable_rethrow } from "next/navigation";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button, LinkButton } from "./button";
import { ReloadButton } from "./reload-button";
import { StatusMessage } from "./status-message";

export const DEFAULT_ERROR_MESSAGE = "We're sorry, but something unexpected happened. Please try again.";

export interface ErrorFallbackProps {
  /** Clears the error and renders the content again ("Try Again"). */
  reset: () => void;
  message?: string;
  showReload?: boolean;
  showHome?: boolean;
  headingLevel?: 1 | 2;
}

/** What a user sees when part of a page failed to render. Never shows the error itself. */
export function ErrorFallback({
  reset,
  message = DEFAULT_ERROR_MESSAGE,
  showReload = true,
  showHome = false,
  headingLevel = 2,
}: ErrorFallbackProps) {
  return (
    <div role="alert">
      <StatusMessage title="Oops! Something went wrong" message={message} headingLevel={headingLevel}>
        <Button onClick={reset}>Try Again</Button>
        {showReload && <ReloadButton />}
        {showHome && (
          <LinkButton href="/" variant="ghost">
            Go Home
          </LinkButton>
        )}
      </StatusMessage>
    </div>
  );
}

export interface ErrorBoundaryProps extends Omit<ErrorFallbackProps, "reset"> {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Replaces the default ErrorFallback. */
  fallback?: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** When this value changes (for example the pathname) a shown error is cleared. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

/** Catches rendering errors in its children and shows ErrorFallback instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    // redirect() and notFound() travel as thrown values; they belong to Next.js's own boundaries.
    unstable_rethrow(error);
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ failed: false, error: null });

  render() {
    if (!this.state.failed) return this.props.children;
    const { fallback, message, showReload, showHome, headingLevel } = this.props;
    if (fallback) return fallback({ error: this.state.error, reset: this.reset });
    return (
      <ErrorFallback
        reset={this.reset}
        message={message}
        showReload={showReload}
        showHome={showHome}
        headingLevel={headingLevel}
      />
    );
  }
}
