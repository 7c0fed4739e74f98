/**
 * The six testing service pages, /{testing}. Read at build time by the route's loader, so none
 * of this text is shipped as JavaScript: the page receives its own record as route data.
 */
import { serviceHeaders } from "./media/services.ts";
import type { TestingPage, TestingSlug } from "./service-types.ts";
import { testingCatalogue as names } from "./testing-catalogue.ts";

export const testingServices = {
  agiletesting: {
    name: names.agiletesting.name,
    heading: [{ text: "Testing that " }, { text: "moves with every sprint", em: true }],
    desc: "Our QA engineers join your Scrum or Kanban teams, shape acceptance criteria with product owners and test each story in the sprint it ships in, so releases go out on time without a testing backlog behind them.",
    summary:
      "Agile testing: QA engineers embedded in your sprints, acceptance criteria, in-sprint testing and regression automation for every release.",
    headerImg: serviceHeaders.agiletesting,
    headerAlt:
      "A sprint board with stories in to do, in test and done, a burndown chart on track and a note that every story is tested in its sprint.",
    banner: [
      { title: "Service Type", items: ["In-sprint story testing", "Acceptance test design", "Regression automation"] },
      { title: "Model", items: ["Dedicated QA pod", "Embedded testers", "Time and materials"] },
      { title: "Tool Matrix", items: ["Jira and Xray", "Playwright and Cypress", "Postman and k6"] },
    ],
    titleBox: {
      title: [{ text: "Quality built into " }, { text: "the sprint", em: true }],
      bullets: [
        "Testers join refinement and planning, so every story arrives with acceptance criteria that can be tested.",
        "Stories are tested as they are built, with defects raised, fixed and retested inside the same sprint.",
        "Regression suites grow with the product and run on every merge, so earlier work stays working.",
        "Sprint reviews include a quality report: what was tested, what was found and what is at risk.",
      ],
      title2: "Shift left without slowing down",
      para2:
        "Finding a defect while the developer still has the story open costs minutes; finding it after release costs days and customers. Our agile testers work at the pace of your team, in your tools and ceremonies, and leave behind living documentation of how the product should behave.",
    },
    process: {
      title: [{ text: "Our delivery " }, { text: "process", em: true }],
      intro: "How an agile testing engagement starts and runs, from the first week to steady state.",
      steps: [
        {
          heading: "Discover",
          desc: "We learn the product, the team and the release rhythm, and agree a quality goal for each sprint.",
        },
        {
          heading: "Plan with the team",
          desc: "Testers join refinement to write acceptance criteria and plan test effort alongside development.",
        },
        {
          heading: "Test in the sprint",
          desc: "Stories are tested as soon as they are ready, with exploratory testing on every feature.",
        },
        {
          heading: "Automate the regression",
          desc: "Stable scenarios become automated checks that run on every merge and every night.",
        },
        {
          heading: "Report and improve",
          desc: "Quality metrics at each review, and one improvement agreed at every retrospective.",
        },
      ],
    },
  },

  automationtesting: {
    name: names.automationtesting.name,
    heading: [{ text: "Automated tests that " }, { text: "stay green for the right reasons", em: true }],
    desc: "We design, build and maintain automated test suites for web, mobile and APIs that run on every commit, fail only when something is really broken and tell your developers exactly what and where.",
    summary:
      "Test automation for web, mobile and APIs: framework design, maintainable suites and CI integration that run on every commit.",
    headerImg: serviceHeaders.automationtesting,
    headerAlt:
      "An automated checkout test in code beside a nightly regression run across three browsers and a count of 1,240 automated checks per build.",
    banner: [
      { title: "Service Type", items: ["Framework design", "UI, API and mobile automation", "Suite maintenance"] },
      { title: "Model", items: ["Fixed-scope build", "Managed automation service", "Team augmentation"] },
      {
        title: "Tool Matrix",
        items: ["Selenium and Playwright", "Appium", "REST Assured and Postman", "Jenkins and GitHub Actions"],
      },
    ],
    titleBox: {
      title: [{ text: "Automation that " }, { text: "pays for itself", em: true }],
      bullets: [
        "We automate what is stable and valuable first: the journeys that earn money and the checks you repeat every release.",
        "Tests follow the page-object and screenplay patterns, so a changed screen means one change, not fifty.",
        "API tests cover the business rules beneath the interface, where checks are fast and reliable.",
        "Flaky tests are treated as defects: quarantined, diagnosed and fixed, never simply rerun.",
      ],
      title2: "Feedback in minutes, not days",
      para2:
        "A good suite runs in parallel on every pull request and finishes before the developer has moved on. We design for that from the first test, and report coverage, duration and stability each month so the suite keeps earning its place.",
    },
    process: {
      title: [{ text: "Our delivery " }, { text: "process", em: true }],
      intro: "From an automation assessment to a suite your team can own.",
      steps: [
        {
          heading: "Assess",
          desc: "We review your application, current tests and release process, and estimate the return on automation.",
        },
        {
          heading: "Design the framework",
          desc: "Tools, patterns, data and environments chosen to fit your stack and your team's skills.",
        },
        {
          heading: "Build the suite",
          desc: "The highest-value scenarios automated first, reviewed like production code.",
        },
        {
          heading: "Integrate with CI",
          desc: "Suites run in parallel on every commit, with results in your pipeline and chat.",
        },
        {
          heading: "Maintain and hand over",
          desc: "We keep the suite green as the product changes, and train your team to own it.",
        },
      ],
    },
  },

  functionaltesting: {
    name: names.functionaltesting.name,
    heading: [{ text: "Every feature, " }, { text: "proven against its requirement", em: true }],
    desc: "Our functional testers turn requirements and business rules into traceable test cases, run them across the flows your users depend on and report defects your developers can reproduce on the first attempt.",
    summary:
      "Functional testing: requirement-based test design, system, integration and regression testing with full traceability and clear defect reports.",
    headerImg: serviceHeaders.functionaltesting,
    headerAlt:
      "A test run of 312 cases for a claims portal with pass, fail and blocked results, a coverage card and a detailed bug report.",
    banner: [
      {
        title: "Service Type",
        items: ["System and integration testing", "Regression testing", "User acceptance support"],
      },
      { title: "Model", items: ["Release-based projects", "Managed testing service", "Onsite and offshore"] },
      {
        title: "Tool Matrix",
        items: ["TestLink and Xray", "Jira and Bugzilla", "Selenium Grid", "SQL and API clients"],
      },
    ],
    titleBox: {
      title: [{ text: "Requirements in, " }, { text: "confidence out", em: true }],
      bullets: [
        "Every requirement maps to test cases, and every test case to a result, so coverage is a fact, not a feeling.",
        "Boundary values, negative paths and business rules are tested, not only the happy path.",
        "Defect reports carry steps, expected and actual results, data, screenshots and logs.",
        "Regression packs are kept current, so each release is tested against everything that came before.",
      ],
      title2: "Testing that speaks the business",
      para2:
        "Our testers learn your domain, whether that is insurance claims, publishing workflows or online retail, so they test what matters to your users and can explain every finding in the language of the requirement it breaks.",
    },
    process: {
      title: [{ text: "Our delivery " }, { text: "process", em: true }],
      intro: "A traceable path from requirements to a release decision.",
      steps: [
        {
          heading: "Analyse requirements",
          desc: "We review requirements and designs for gaps and ambiguities before testing starts.",
        },
        {
          heading: "Design test cases",
          desc: "Test cases and data written against each requirement and business rule, and reviewed with you.",
        },
        {
          heading: "Execute and report",
          desc: "Cycles run on agreed builds, with daily results and defects logged as they are found.",
        },
        {
          heading: "Retest and regress",
          desc: "Fixes verified and the regression pack run, so nothing else broke along the way.",
        },
        {
          heading: "Sign off",
          desc: "A release report with coverage, open risks and a clear recommendation.",
        },
      ],
    },
  },

  devopstesting: {
    name: names.devopstesting.name,
    heading: [{ text: "Quality gates " }, { text: "inside your pipeline", em: true }],
    desc: "We build testing into continuous integration and delivery: unit, API, performance and security checks that run automatically, block a bad build before it ships and keep release day uneventful.",
    summary:
      "DevOps testing: automated quality gates in CI/CD with API, performance and security testing, test environments and release monitoring.",
    headerImg: serviceHeaders.devopstesting,
    headerAlt:
      "A delivery pipeline of build, unit, API, performance and deploy stages, its configuration file and a response-time chart under a 300 ms objective.",
    banner: [
      { title: "Service Type", items: ["CI/CD quality gates", "Performance and load testing", "Security scanning"] },
      {
        title: "Model",
        items: ["Pipeline assessment and build", "Managed quality engineering", "Shared DevOps squad"],
      },
      {
        title: "Tool Matrix",
        items: ["Jenkins and GitLab CI", "Docker and Kubernetes", "k6 and JMeter", "SonarQube and OWASP ZAP"],
      },
    ],
    titleBox: {
      title: [{ text: "Continuous delivery needs " }, { text: "continuous testing", em: true }],
      bullets: [
        "Every commit triggers the right tests at the right depth: fast checks first, deeper suites on merge.",
        "Performance budgets and security scans are gates, not reports read after release.",
        "Test environments are created on demand from code, so tests run against what will ship.",
        "Canary releases and monitoring close the loop between testing and production.",
      ],
      title2: "Release whenever you are ready",
      para2:
        "When quality checks are automated and trusted, releasing becomes a business decision instead of a risk. We set up the gates, tune them so they catch real problems without crying wolf, and hand your team a pipeline it can rely on.",
    },
    process: {
      title: [{ text: "Our delivery " }, { text: "process", em: true }],
      intro: "How we add testing to a delivery pipeline without slowing it down.",
      steps: [
        {
          heading: "Map the pipeline",
          desc: "We trace every step from commit to production and find where defects slip through.",
        },
        {
          heading: "Define the gates",
          desc: "Thresholds for tests, coverage, performance and security agreed with your teams.",
        },
        {
          heading: "Automate and containerise",
          desc: "Suites and environments defined as code and run in parallel in your CI system.",
        },
        {
          heading: "Test under load",
          desc: "Performance tests against realistic traffic, with results compared to each build.",
        },
        {
          heading: "Monitor and tune",
          desc: "Production signals fed back into the tests, and gates tuned to stay fast and reliable.",
        },
      ],
    },
  },

  manualtesting: {
    name: names.manualtesting.name,
    heading: [{ text: "Human testing for " }, { text: "what machines miss", em: true }],
    desc: "Experienced testers explore your product the way real people use it, on real phones, tablets and browsers, finding the confusing screens, broken flows and accessibility barriers that scripted checks never see.",
    summary:
      "Manual testing: exploratory, usability, accessibility and device testing by experienced testers on 40+ real phones, tablets and browsers.",
    headerImg: serviceHeaders.manualtesting,
    headerAlt:
      "A booking screen on a phone with an issue marked, notes from an exploratory session with a screen reader, and a device-lab schedule.",
    banner: [
      {
        title: "Service Type",
        items: ["Exploratory testing", "Usability and accessibility testing", "Device and localisation testing"],
      },
      { title: "Model", items: ["On-demand test cycles", "Dedicated testers", "Crowd-style release sweeps"] },
      {
        title: "Tool Matrix",
        items: ["TestLink and Xray", "Jira", "NVDA, VoiceOver and TalkBack", "Lab of 40+ real devices"],
      },
    ],
    titleBox: {
      title: [{ text: "Real people, " }, { text: "real devices", em: true }],
      bullets: [
        "Time-boxed exploratory sessions with a clear charter, notes and findings you can act on.",
        "Testing on more than 40 real phones, tablets and desktop browsers, not only emulators.",
        "Accessibility checks with screen readers, keyboard only and 200% text, against WCAG 2.2 AA.",
        "Localisation testing for text expansion, date and number formats and right-to-left layouts.",
      ],
      title2: "The judgement only people bring",
      para2:
        "Automation confirms that what you expected still happens. Manual testing asks what you did not expect: the customer who uses the back button, the label nobody understands, the button that vanishes at large text sizes. Both belong in a release.",
    },
    process: {
      title: [{ text: "Our delivery " }, { text: "process", em: true }],
      intro: "How a manual test cycle runs, from briefing to findings.",
      steps: [
        {
          heading: "Brief",
          desc: "We learn your users, your riskiest journeys and the devices and browsers that matter.",
        },
        {
          heading: "Plan charters",
          desc: "Exploratory charters and test cases prepared for each area and device group.",
        },
        {
          heading: "Test on devices",
          desc: "Sessions run on real devices and assistive technology, with evidence for every finding.",
        },
        {
          heading: "Triage findings",
          desc: "Issues ranked by impact on users, with steps, screenshots and recordings.",
        },
        {
          heading: "Verify fixes",
          desc: "Fixes retested on the devices where the problems were found.",
        },
      ],
    },
  },

  webdevelopmenttesting: {
    name: names.webdevelopmenttesting.name,
    heading: [{ text: "Websites tested " }, { text: "before your visitors do", em: true }],
    desc: "We test websites and web applications while they are being built: across browsers and screen sizes, for speed, accessibility and security, so launch day brings visitors, not bug reports.",
    summary:
      "Web development testing: cross-browser and responsive testing, Core Web Vitals, WCAG 2.2 accessibility and OWASP security checks before launch.",
    headerImg: serviceHeaders.webdevelopmenttesting,
    headerAlt:
      "A staging website in a desktop browser and on a phone, with Core Web Vitals figures and a release checklist for browsers, accessibility and security.",
    banner: [
      {
        title: "Service Type",
        items: [
          "Cross-browser and responsive testing",
          "Performance and Core Web Vitals",
          "Accessibility and security checks",
        ],
      },
      {
        title: "Model",
        items: ["Pre-launch test sprint", "Testing alongside development", "Retained release testing"],
      },
    ],
    titleBox: {
      title: [{ text: "Launch-ready on " }, { text: "every screen", em: true }],
      bullets: [
        "Layouts checked on current desktop and mobile browsers at the breakpoints your design uses.",
        "Core Web Vitals measured on realistic devices and networks, with the causes of slow pages traced.",
        "Accessibility tested against WCAG 2.2 AA with automated scans and manual checks.",
        "Forms, links, redirects and analytics verified, and common OWASP Top 10 weaknesses probed.",
      ],
      title2: "Testing that fits the build",
      para2:
        "We test in short cycles alongside your developers or agency, so problems are fixed while the code is fresh. Before launch you get one clear report of what was tested, what was fixed and what remains, ranked by its effect on visitors.",
    },
    process: {
      title: [{ text: "Our delivery " }, { text: "process", em: true }],
      intro: "From the first staging build to a confident launch.",
      steps: [
        {
          heading: "Agree the matrix",
          desc: "Browsers, devices, breakpoints and performance targets chosen from your audience data.",
        },
        {
          heading: "Test each build",
          desc: "Functional, visual and responsive checks on every staging release.",
        },
        {
          heading: "Measure speed and access",
          desc: "Core Web Vitals and WCAG 2.2 AA tested, with fixes suggested for each finding.",
        },
        {
          heading: "Check security",
          desc: "Headers, forms and authentication probed for common OWASP Top 10 weaknesses.",
        },
        {
          heading: "Launch and watch",
          desc: "A final regression before go-live and a check of the live site after it.",
        },
      ],
    },
  },
} satisfies Record<TestingSlug, TestingPage>;
