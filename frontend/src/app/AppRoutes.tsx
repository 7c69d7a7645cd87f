import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { paths } from '../config/paths';
import { routeElement } from '../lib/feature';
import { providerFeatures } from './features';
import { useAppStore } from './hooks';
import { HomeScreen } from './routes/HomeScreen';
import type { AppStore } from './store';

/** A named export loaded on first visit: only the home page's code is in the entry chunk (docs/benchmarks.md). */
const lazyNamed = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
const LoginScreen = lazyNamed(() => import('../features/auth/components/LoginScreen'), 'LoginScreen');
const CheckoutScreen = lazyNamed(() => import('../features/credits/components/CheckoutScreen'), 'CheckoutScreen');
const ContactStepScreen = lazyNamed(
  () => import('../features/demand/components/ContactStepScreen'),
  'ContactStepScreen',
);
const LocationStepScreen = lazyNamed(
  () => import('../features/demand/components/LocationStepScreen'),
  'LocationStepScreen',
);
const PrimaryStepScreen = lazyNamed(
  () => import('../features/demand/components/PrimaryStepScreen'),
  'PrimaryStepScreen',
);
const ChangePasswordScreen = lazyNamed(
  () => import('../features/onboarding/components/ChangePasswordScreen'),
  'ChangePasswordScreen',
);
const RecoveryScreen = lazyNamed(() => import('../features/onboarding/components/RecoveryScreen'), 'RecoveryScreen');
const SecondStateRoute = lazyNamed(() => import('./routes/ProviderAccountSteps'), 'SecondStateRoute');
const SignupScreen = lazyNamed(() => import('../features/onboarding/components/SignupScreen'), 'SignupScreen');
const ThirdStateRoute = lazyNamed(() => import('./routes/ProviderAccountSteps'), 'ThirdStateRoute');
const BlogScreen = lazyNamed(() => import('../features/public/components/BlogScreen'), 'BlogScreen');
const BlogPostScreen = lazyNamed(() => import('../features/public/components/BlogPostScreen'), 'BlogPostScreen');
const ContactScreen = lazyNamed(() => import('../features/public/components/ContactScreen'), 'ContactScreen');
const FaqScreen = lazyNamed(() => import('../features/public/components/FaqScreen'), 'FaqScreen');
const TermsOfUseScreen = lazyNamed(() => import('../features/public/components/LegalScreen'), 'TermsOfUseScreen');
const PrivacyPolicyScreen = lazyNamed(() => import('../features/public/components/LegalScreen'), 'PrivacyPolicyScreen');
const MissionVisionValuesScreen = lazyNamed(
  () => import('../features/public/components/MissionVisionValuesScreen'),
  'MissionVisionValuesScreen',
);
const NotFoundScreen = lazyNamed(() => import('./routes/NotFoundScreen'), 'NotFoundScreen');
const AboutScreen = lazyNamed(() => import('../features/public/components/InfoScreen'), 'AboutScreen');
const HowItWorksScreen = lazyNamed(() => import('../features/public/components/InfoScreen'), 'HowItWorksScreen');
const CnaeScreen = lazyNamed(() => import('../features/diagnosis/components/CnaeScreen'), 'CnaeScreen');
const LandingScreen = lazyNamed(() => import('../features/public/components/LandingScreen'), 'LandingScreen');
const PartnerProfileScreen = lazyNamed(
  () => import('../features/partnerProfile/components/PartnerProfileScreen'),
  'PartnerProfileScreen',
);
const DiagnosisScreen = lazyNamed(() => import('../features/diagnosis/components/DiagnosisScreen'), 'DiagnosisScreen');
const AgendaRequestScreen = lazyNamed(
  () => import('../features/agenda/components/AgendaRequestScreen'),
  'AgendaRequestScreen',
);
const AgendaScreen = lazyNamed(() => import('../features/agenda/components/AgendaScreen'), 'AgendaScreen');
const RequesterPageScreen = lazyNamed(
  () => import('../features/requester/components/RequesterPageScreen'),
  'RequesterPageScreen',
);
const ProviderFrame = lazy(() => import('./routes/ProviderFrame').then((m) => ({ default: m.ProviderFrame })));
const ResendLinkScreen = lazyNamed(
  () => import('../features/requester/components/ResendLinkScreen'),
  'ResendLinkScreen',
);

interface LazyScreens {
  AntdRoutesFrame: LazyExoticComponent<ComponentType>;
  AdminApp: LazyExoticComponent<ComponentType>;
  AnalystApp: LazyExoticComponent<ComponentType>;
}

// One set of lazy screens per store: loading the admin code also installs its slices and sagas into that store, and
// antd's frame brings the server-state api (ADR 0184) that the screens inside it read through.
const lazyScreensByStore = new WeakMap<AppStore, LazyScreens>();

function lazyScreensFor(store: AppStore): LazyScreens {
  let screens = lazyScreensByStore.get(store);
  if (!screens) {
    screens = {
      AntdRoutesFrame: lazy(async () => {
        const [frame, { serverApi }] = await Promise.all([import('./AntdFrame'), import('../lib/serverState/api')]);
        store.injectServerState(serverApi);
        return { default: frame.AntdRoutesFrame };
      }),
      AdminApp: lazy(async () => {
        const [adminApp, { installAdminFeatures }] = await Promise.all([
          import('./routes/AdminApp'),
          import('./routes/adminFeatures'),
        ]);
        installAdminFeatures(store);
        return adminApp;
      }),
      AnalystApp: lazy(() => import('./routes/AnalystApp')),
    };
    lazyScreensByStore.set(store, screens);
  }
  return screens;
}

/** The provider's screens, from the area's descriptors (app/features.ts), each inside the provider frame. */
const providerRoutes = providerFeatures
  .flatMap((feature) => feature.routes)
  .map((route) => {
    const framed = <ProviderFrame>{routeElement(route)}</ProviderFrame>;
    const Guard = route.guard;
    return <Route key={route.path} path={route.path} element={Guard ? <Guard>{framed}</Guard> : framed} />;
  });

/**
 * The route table (spec §2, exact paths); the admin and provider areas load on first visit. The screens sit inside
 * antd's frame (theme, locale, feedback), which loads with the first of them; the home page and the pages the server
 * rendered (a blog post, /cnae, /servicos, /nr) and the wizard's first step use none of it (issue #19, ADR 0121, ADR 0128).
 */
export function AppRoutes() {
  const { AntdRoutesFrame, AdminApp, AnalystApp } = lazyScreensFor(useAppStore());
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path={paths.home} element={<HomeScreen />} />
        {/* Pages the server rendered, shown in the site layout without antd (ADR 0121). */}
        <Route path="/blog/:slug" element={<BlogPostScreen />} />
        <Route path="/cnae" element={<CnaeScreen />} />
        <Route path="/cnae/:code" element={<CnaeScreen />} />
        <Route path={paths.services} element={<LandingScreen />} />
        <Route path="/servicos/*" element={<LandingScreen />} />
        <Route path="/nr/:code" element={<LandingScreen />} />
        {/* The wizard's first step paints without antd; its selects load antd's Select when touched (ADR 0128). */}
        <Route path="/demanda" element={<PrimaryStepScreen />} />
        <Route element={<AntdRoutesFrame />}>
          <Route path={paths.login} element={<LoginScreen />} />
          <Route path={paths.signup} element={<SignupScreen />} />
          <Route path={paths.recovery} element={<RecoveryScreen />} />
          <Route path={paths.changePassword} element={<ChangePasswordScreen />} />
          <Route path={paths.secondState} element={<SecondStateRoute />} />
          <Route path={paths.thirdState} element={<ThirdStateRoute />} />
          <Route path={paths.checkout} element={<CheckoutScreen />} />
          <Route path="/demanda/second-state" element={<LocationStepScreen />} />
          <Route path="/demanda/third-state" element={<ContactStepScreen />} />
          <Route path={paths.requesterPage} element={<ResendLinkScreen />} />
          <Route path={`${paths.requesterPage}/:token`} element={<RequesterPageScreen />} />
          <Route path="/parceiros/:slug" element={<PartnerProfileScreen />} />
          <Route path={paths.howItWorks} element={<HowItWorksScreen />} />
          <Route path={paths.about} element={<AboutScreen />} />
          <Route path={paths.contact} element={<ContactScreen />} />
          <Route path={paths.faq} element={<FaqScreen />} />
          <Route path={paths.termsOfUse} element={<TermsOfUseScreen />} />
          <Route path={paths.privacyPolicy} element={<PrivacyPolicyScreen />} />
          <Route path={paths.missionVisionValues} element={<MissionVisionValuesScreen />} />
          <Route path={paths.blog} element={<BlogScreen />} />
          <Route path={paths.diagnosis} element={<DiagnosisScreen />} />
          <Route path={paths.agenda} element={<AgendaRequestScreen />} />
          <Route path={`${paths.agenda}/:token`} element={<AgendaScreen />} />
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="/analista/*" element={<AnalystApp />} />
          {providerRoutes}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
