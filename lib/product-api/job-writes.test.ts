import { jobWriteOf } from "./job-writes";

describe("jobWriteOf", () => {
  it("treats creating a job as a write to the job list", () => {
    expect(jobWriteOf("POST", "/api/v1/jobs")).toEqual({ created: true });
  });

  it("treats updating or deleting a job as a write to that job", () => {
    expect(jobWriteOf("PUT", "/api/v1/jobs/42")).toEqual({ jobId: "42" });
    expect(jobWriteOf("DELETE", "/api/v1/jobs/42/")).toEqual({ jobId: "42" });
  });

  it("ignores reads, applications and saves", () => {
    expect(jobWriteOf("GET", "/api/v1/jobs")).toBeNull();
    expect(jobWriteOf("GET", "/api/v1/jobs/42")).toBeNull();
    expect(jobWriteOf("POST", "/api/v1/jobs/42/apply")).toBeNull();
    expect(jobWriteOf("POST", "/api/v1/jobs/42/save")).toBeNull();
    expect(jobWriteOf("POST", "/api/v1/applications")).toBeNull();
    expect(jobWriteOf("PUT", "/api/v1/users/me")).toBeNull();
  });
});
