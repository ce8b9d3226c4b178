"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import type { Application } from "@/lib/product-api/types";
import { requestJson } from "@/lib/request-json";

/**
 * 'Withdraw application', asked again before it is sent (withdrawing is final). `onWithdrawn` gets
 * the application as the API answered, its timeline ending with the withdrawal.
 */
export function WithdrawButton({
  applicationId,
  onWithdrawn,
}: {
  applicationId: number;
  onWithdrawn: (application: Application) => void;
}) {
  const t = useTranslations("applications");
  const [step, setStep] = useState<"idle" | "confirm" | "sending">("idle");
  const [failed, setFailed] = useState(false);
  const questionId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  // The button pressed is gone: the keyboard goes on from the question's answer.
  useEffect(() => {
    if (step === "confirm") confirm.current?.focus();
  }, [step]);

  async function withdraw() {
    setStep("sending");
    setFailed(false);
    try {
      onWithdrawn(
        await requestJson<Application>(`/api/applications/${applicationId}/withdraw`, { method: "POST" }),
      );
    } catch {
      setFailed(true);
      setStep("confirm");
    }
  }

  if (step === "idle")
    return (
      <Button variant="ghost" size="sm" onClick={() => setStep("confirm")}>
        {t("withdrawOpen")}
      </Button>
    );
  return (
    <div role="group" aria-labelledby={questionId} className="w-full rounded-lg bg-slate-50 p-3 text-sm">
      <p id={questionId} className="text-ink">
        {t("withdrawConfirm")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          ref={confirm}
          size="sm"
          onClick={withdraw}
          disabled={step === "sending"}
          aria-busy={step === "sending"}
        >
          {t("withdrawSubmit")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setStep("idle")} disabled={step === "sending"}>
          {t("withdrawKeep")}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {t("withdrawFailed")}
        </p>
      )}
    </div>
  );
}
