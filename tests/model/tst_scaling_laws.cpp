// Scaling laws (seed §1 L786-828): Chinchilla-optimal sizing, the loss power law, the regime of a plan.
// Expected values: shared/data/seed-examples.json ids chinchilla_tokens_per_param, gpt3_flops_cross_check,
// training_time_175b_pod; loss constants of Hoffmann et al. 2022 (Approach 3).
#include "Tolerance.h"
#include "scaling/ScalingResults.h"

#include <cmath>

using namespace fleet;

class TestScalingLaws : public QObject {
    Q_OBJECT
private slots:
    void computeOptimalSize_data()
    {
        QTest::addColumn<double>("flops");
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("tol");
        // chinchilla_tokens_per_param: the seed's ~63B / 1.4T point (C = 6 · 63e9 · 1.4e12 = 5.29e23, L788).
        // P* = √(5.29e23 / 120) = 66.4B, D* = 1.33T: the seed's pair has 22 tokens per parameter, hence 12 %.
        QTest::newRow("seed 63B / 1.4T point (L788)") << 6.0 * 63e9 * 1.4e12 << 63e9 << 1.4e12 << 0.12;
        // Exact algebra: C = 120 · P² at D = 20 P.
        QTest::newRow("C = 120 · (1e9)²") << 1.2e20 << 1e9 << 2e10 << 1e-12;
        // gpt3_flops_cross_check: GPT-3's 3.15e23 FLOP would buy 51.2B parameters on 1.02T tokens.
        QTest::newRow("GPT-3 compute 3.15e23 (L645, L2294)") << 3.15e23 << 51.235e9 << 1.0247e12 << 1e-3;
        QTest::newRow("1e24 FLOP frontier") << 1e24 << 91.287e9 << 1.8257e12 << 1e-3;
    }
    void computeOptimalSize()
    {
        QFETCH(double, flops);
        QFETCH(double, params);
        QFETCH(double, tokens);
        QFETCH(double, tol);
        const ComputeOptimalSize s = fleet::computeOptimalSize(flops);
        FLEET_COMPARE_REL(s.params, params, tol);
        FLEET_COMPARE_REL(s.tokens, tokens, tol);
        FLEET_COMPARE_REL(6.0 * s.params * s.tokens, flops, 1e-12);
        FLEET_COMPARE_REL(s.tokens / s.params, 20.0, 1e-12);
    }

    void seedPointIsNearTwentyTokensPerParameter()
    {
        // chinchilla_tokens_per_param: 1.4e12 / 63e9 = 22.2 ("about 20"), C = 5.3e23 ("approaching 1e24").
        FLEET_COMPARE_REL(1.4e12 / 63e9, 20.0, 0.12);
        QCOMPARE(int(scalingRegime(63e9, 1.4e12)), int(ScalingRegime::Balanced));
    }

    void regime_data()
    {
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<int>("regime");
        QTest::newRow("GPT-3 175B / 300B: 1.7 tokens per param (L846)") << 175e9 << 300e9 << int(ScalingRegime::DataLimited);
        QTest::newRow("Chinchilla 70B / 1.4T: 20") << 70e9 << 1.4e12 << int(ScalingRegime::Balanced);
        QTest::newRow("lower band edge 10 is balanced") << 1e9 << 10e9 << int(ScalingRegime::Balanced);
        QTest::newRow("just below 10") << 1e9 << 9.99e9 << int(ScalingRegime::DataLimited);
        QTest::newRow("upper band edge 40 is balanced") << 1e9 << 40e9 << int(ScalingRegime::Balanced);
        QTest::newRow("Llama-3 8B / 15T: 1,875 tokens per param") << 8e9 << 15e12 << int(ScalingRegime::ComputeLimited);
    }
    void regime()
    {
        QFETCH(double, params);
        QFETCH(double, tokens);
        QFETCH(int, regime);
        QCOMPARE(int(scalingRegime(params, tokens)), regime);
    }

    void lossPowerLaw_data()
    {
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("loss");
        // ℒ = 1.69 + 406.4 / P^0.34 + 410.7 / D^0.28 (Hoffmann et al. 2022, Eq. 10), values worked by hand.
        QTest::newRow("Chinchilla 70B / 1.4T") << 70e9 << 1.4e12 << 1.9366;
        QTest::newRow("GPT-3 175B / 300B") << 175e9 << 300e9 << 2.0023;
        QTest::newRow("infinite model and data → E") << 1e300 << 1e300 << 1.69;
    }
    void lossPowerLaw()
    {
        QFETCH(double, params);
        QFETCH(double, tokens);
        QFETCH(double, loss);
        FLEET_COMPARE_REL(chinchillaLoss(params, tokens), loss, 1e-3);
    }

    void powerLawIsTheSeedForm()
    {
        // ℒ(X) = A · X^(−α) + C (seed L810): X = 1 gives A + C, X = 2^(1/α) halves the reducible part.
        FLEET_COMPARE_REL(powerLaw(1.0, 3.0, 0.5, 2.0), 5.0, 1e-12);
        FLEET_COMPARE_REL(powerLaw(4.0, 3.0, 0.5, 2.0), 3.5, 1e-12);
        ScalingConstants k;
        k.lossE = 1.0;
        k.lossA = 2.0;
        k.lossAlpha = 1.0;
        k.lossB = 0.0;
        FLEET_COMPARE_REL(chinchillaLoss(4.0, 1.0, k), 1.5, 1e-12); // editable constants are used
    }

    void twofoldMisallocationCostsAboutOnePercent()
    {
        // The balanced band (factor 2) in ScalingLaws.h: at GPT-3's compute, a 2× skew either way moves the loss
        // by under 1 %.
        const double C = 3.15e23;
        const ComputeOptimalSize o = fleet::computeOptimalSize(C);
        const double l0 = chinchillaLoss(o.params, o.tokens);
        for (double f : {0.5, 2.0}) {
            const double l = chinchillaLoss(o.params * f, o.tokens / f);
            QVERIFY2(std::fabs(l - l0) / l0 < 0.01, qPrintable(QString::number(l / l0)));
        }
    }

    void reportForThePlan()
    {
        Scenario s; // defaults: the seed's 175B / 300B plan on 8,192 H100 at 45 % MFU (FP8)
        Results evaluated;
        evaluated.set({"training.cluster_flops_per_s", "", {}, 8192 * 1979e12 * 0.45, "FLOP/s", "", ""});
        // Plan compute: 3.15e23 FLOP (training_time_175b_pod) → 51.2B on 1.02T tokens, lower loss than GPT-3's split.
        const ScalingReport plan = computeScaling(s, evaluated, {});
        QVERIFY(plan.error.empty());
        FLEET_COMPARE_REL(plan.budgetFlops, 3.15e23, 1e-9);
        FLEET_COMPARE_REL(plan.optimal.params, 51.235e9, 1e-3);
        FLEET_COMPARE_REL(plan.planTokensPerParam, 300.0 / 175.0, 1e-12);
        QCOMPARE(int(plan.regime), int(ScalingRegime::DataLimited));
        QVERIFY(plan.optimalLoss < plan.planLoss);
        FLEET_COMPARE_REL(*plan.results.value("scaling.regime"), -1.0, 0.0);
        for (const char* key : {"scaling.budget_flops", "scaling.optimal_params", "scaling.optimal_tokens",
                                "scaling.plan_tokens_per_param", "scaling.regime", "scaling.plan_loss",
                                "scaling.optimal_loss"}) {
            QVERIFY2(plan.results.derivation(key), key);
            QVERIFY2(plan.results.derivation(key)->section.find("seed") != std::string::npos, key);
        }
        // Time budget: the seed's 12.0 h ideal time on the fleet buys the plan's own 3.15e23 FLOP (L2294-2310).
        const ScalingReport timed = computeScaling(s, evaluated, {ScalingBudget::Kind::Time, 11.99 * 3600.0});
        FLEET_COMPARE_REL(timed.budgetFlops, 3.15e23, 0.004);
        // 30 days on the fleet: 1.89e25 FLOP → P* = 397B.
        const ScalingReport month = computeScaling(s, evaluated, {ScalingBudget::Kind::Time, 30 * 86400.0});
        FLEET_COMPARE_REL(month.budgetFlops, 8192 * 1979e12 * 0.45 * 30 * 86400.0, 1e-12);
        FLEET_COMPARE_REL(month.optimal.params, std::sqrt(month.budgetFlops / 120.0), 1e-12);
        const ScalingReport flops = computeScaling(s, evaluated, {ScalingBudget::Kind::Flops, 1.2e20});
        FLEET_COMPARE_REL(flops.optimal.params, 1e9, 1e-12);
    }

    void badBudgetsNameTheProblem()
    {
        Scenario s;
        const ScalingReport noRate = computeScaling(s, Results{}, {ScalingBudget::Kind::Time, 3600.0});
        QVERIFY(noRate.error.find("training.cluster_flops_per_s") != std::string::npos);
        const ScalingReport zero = computeScaling(s, Results{}, {ScalingBudget::Kind::Flops, 0.0});
        QVERIFY(zero.error.find("budget") != std::string::npos);
        const ScalingReport nan = computeScaling(s, Results{}, {ScalingBudget::Kind::Flops, std::nan("")});
        QVERIFY(!nan.error.empty());
    }
};

QTEST_GUILESS_MAIN(TestScalingLaws)
#include "tst_scaling_laws.moc"
