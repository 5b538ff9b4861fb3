/** A next intake as the team would add it, shared by the intake tests. */
export const INTAKE_2026 = {
  year: 2026,
  name: "K-Youth 2026",
  applicationsOpen: { date: "2026-03-01T09:00:00+08:00" },
  applicationsClose: { date: "2026-03-31T23:59:59+08:00" },
  trainingStart: { date: "2026-05-04" },
  onTheJobTrainingEnd: { date: "2026-09-03" },
  applicationForm: { url: "https://forms.example/k-youth-2026/apply" },
};
