// Spare-node pool as a continuous-time Markov chain (seed §2 failure probability and recovery overhead, L2098:
// replace the failed node with a spare and resume), checked against closed forms: the birth–death chain's
// product-form solution, two-state nodes (S = 0, N = 1: μ/(λ+μ)), independent nodes ((μ/(λ+μ))^N without
// spares; a binomial with hot spares).
#include "Tolerance.h"
#include "reliability/Spares.h"

#include <cmath>
#include <vector>

using namespace fleet;

namespace {

constexpr double kHour = 3600.0;

SparePool pool(std::int64_t active, std::int64_t spares, double mtbfHours, double repairHours,
               SpareMode mode = SpareMode::Cold)
{
    SparePool p;
    p.active = active;
    p.spares = spares;
    p.failureRatePerSecond = 1.0 / (mtbfHours * kHour);
    p.repairRatePerSecond = 1.0 / (repairHours * kHour);
    p.mode = mode;
    return p;
}

// Product form of a birth–death chain: π_k ∝ Π_{j<k} b_j / d_{j+1}, computed in logs (no overflow).
std::vector<double> productForm(const SparePool& p)
{
    const std::int64_t n = p.states();
    std::vector<double> logPi(static_cast<size_t>(n), 0.0);
    for (std::int64_t k = 1; k < n; ++k)
        logPi[static_cast<size_t>(k)] =
            logPi[static_cast<size_t>(k - 1)] + std::log(p.failureRate(k - 1)) - std::log(p.repairRate(k));
    double mx = logPi[0];
    for (double v : logPi)
        mx = std::max(mx, v);
    std::vector<double> pi(static_cast<size_t>(n));
    double sum = 0.0;
    for (size_t k = 0; k < pi.size(); ++k)
        sum += pi[k] = std::exp(logPi[k] - mx);
    for (double& v : pi)
        v /= sum;
    return pi;
}

double availabilityOf(const std::vector<double>& pi, std::int64_t spares)
{
    double a = 0.0;
    for (std::int64_t k = 0; k <= spares && k < static_cast<std::int64_t>(pi.size()); ++k)
        a += pi[static_cast<size_t>(k)];
    return a;
}

double binomialCdf(std::int64_t n, double p, std::int64_t upTo)
{
    double sum = 0.0;
    for (std::int64_t k = 0; k <= upTo; ++k)
        sum += std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(double(n - k) + 1.0) +
                        double(k) * std::log(p) + double(n - k) * std::log1p(-p));
    return sum;
}

} // namespace

class TestSpares : public QObject {
    Q_OBJECT
private slots:
    void singleNodeNoSpare_data()
    {
        QTest::addColumn<double>("mtbfHours");
        QTest::addColumn<double>("repairHours");
        // Two states, up and down: A = μ / (λ + μ) = MTBF / (MTBF + MTTR).
        QTest::newRow("1,000 h node (seed L2098), 48 h repair: 95.4 %") << 1000.0 << 48.0;
        QTest::newRow("50,000 h GPU (seed L621), 30 min restart (seed L2098)") << 50000.0 << 0.5;
        QTest::newRow("repair as slow as failures: 50 %") << 10.0 << 10.0;
    }
    void singleNodeNoSpare()
    {
        QFETCH(double, mtbfHours);
        QFETCH(double, repairHours);
        for (SpareMode mode : {SpareMode::Cold, SpareMode::Hot}) {
            const SpareSolution s = solveSparePool(pool(1, 0, mtbfHours, repairHours, mode));
            QVERIFY2(s.ok, s.error.c_str());
            QCOMPARE(s.stationary.size(), size_t(2));
            FLEET_COMPARE_REL(s.availability, mtbfHours / (mtbfHours + repairHours), 1e-12);
            FLEET_COMPARE_REL(s.stationary[1], repairHours / (mtbfHours + repairHours), 1e-12);
        }
    }

    void generatorRowsSumToZero()
    {
        const SparePool p = pool(6, 3, 1000.0, 48.0);
        const Eigen::SparseMatrix<double> q = spareGenerator(p);
        QCOMPARE(q.rows(), Eigen::Index(10));
        QCOMPARE(q.cols(), Eigen::Index(10));
        const Eigen::VectorXd rows = q * Eigen::VectorXd::Ones(10);
        QVERIFY(rows.cwiseAbs().maxCoeff() < 1e-18);
        // Cold spares: 6 running nodes fail until a spare is used up, then fewer.
        FLEET_COMPARE_REL(q.coeff(0, 1), 6.0 * p.failureRatePerSecond, 1e-15);
        FLEET_COMPARE_REL(q.coeff(3, 4), 6.0 * p.failureRatePerSecond, 1e-15);
        FLEET_COMPARE_REL(q.coeff(4, 5), 5.0 * p.failureRatePerSecond, 1e-15);
        FLEET_COMPARE_REL(q.coeff(4, 3), 4.0 * p.repairRatePerSecond, 1e-15);
        QCOMPARE(q.coeff(0, 2), 0.0);
        QCOMPARE(q.coeff(9, 9), -9.0 * p.repairRatePerSecond);
    }

    void productFormSolution_data()
    {
        QTest::addColumn<int>("active");
        QTest::addColumn<int>("spares");
        QTest::addColumn<double>("mtbfHours");
        QTest::addColumn<double>("repairHours");
        QTest::addColumn<bool>("hot");
        QTest::newRow("128 nodes of the two-week run (seed L2098), 8 cold spares, 48 h repair")
            << 128 << 8 << 1000.0 << 48.0 << false;
        QTest::newRow("the same with hot spares") << 128 << 8 << 1000.0 << 48.0 << true;
        QTest::newRow("default plan: 1,024 nodes (λ with 8 GPUs: 862 h), 64 spares")
            << 1024 << 64 << 1.0 / (1.0 / 1000.0 + 8.0 / 50000.0) << 48.0 << false;
        QTest::newRow("4 nodes, 2 spares, repair longer than MTBF") << 4 << 2 << 10.0 << 30.0 << false;
        QTest::newRow("16,384 nodes, 2,000 spares: states above ~1,100 truncated (< 1e-18)") << 16384 << 2000 << 1000.0 << 48.0 << false;
    }
    void productFormSolution()
    {
        QFETCH(int, active);
        QFETCH(int, spares);
        QFETCH(double, mtbfHours);
        QFETCH(double, repairHours);
        QFETCH(bool, hot);
        const SparePool p = pool(active, spares, mtbfHours, repairHours, hot ? SpareMode::Hot : SpareMode::Cold);
        const std::vector<double> pf = productForm(p);
        // Both solvers: the product form in the model, and the generic π Q = 0 sparse-LU solve.
        for (const SpareSolution& s : {solveSparePool(p), solveSparePoolGenerator(p)}) {
        QVERIFY2(s.ok, s.error.c_str());
        QCOMPARE(s.stationary.size(), pf.size());
        double sum = 0.0, maxAbs = 0.0;
        for (size_t k = 0; k < pf.size(); ++k) {
            sum += s.stationary[k];
            maxAbs = std::max(maxAbs, std::fabs(s.stationary[k] - pf[k]));
            if (pf[k] > 1e-6) // every state that matters, to 1e-9 relative
                FLEET_COMPARE_REL(s.stationary[k], pf[k], 1e-9);
        }
        FLEET_COMPARE_REL(sum, 1.0, 1e-12);
        QVERIFY2(maxAbs < 1e-12, qPrintable(QString::number(maxAbs)));
        FLEET_COMPARE_REL(s.availability, availabilityOf(pf, spares), 1e-9);
        }
    }

    // The values path's one-pass sums (no stationary vector) against the vector they replace.
    void sumsMatchTheStationaryVector_data() { productFormSolution_data(); }
    void sumsMatchTheStationaryVector()
    {
        QFETCH(int, active);
        QFETCH(int, spares);
        QFETCH(double, mtbfHours);
        QFETCH(double, repairHours);
        QFETCH(bool, hot);
        const SparePool p = pool(active, spares, mtbfHours, repairHours, hot ? SpareMode::Hot : SpareMode::Cold);
        const SpareSolution full = solveSparePool(p), sums = solveSparePool(p, false);
        QVERIFY(sums.ok);
        QVERIFY(sums.stationary.empty());
        FLEET_COMPARE_REL(sums.availability, full.availability, 1e-13);
        FLEET_COMPARE_REL(sums.expectedFailed, full.expectedFailed, 1e-13);
    }

    void independentNodesWithoutSpares()
    {
        // S = 0: every node is an independent two-state chain, so P(all up) = (μ/(λ+μ))^N.
        const SparePool p = pool(1024, 0, 1000.0, 48.0);
        const SpareSolution s = solveSparePool(p);
        QVERIFY(s.ok);
        FLEET_COMPARE_REL(s.availability, std::pow(1000.0 / 1048.0, 1024.0), 1e-9);
        // E[k] = N · λ/(λ+μ)
        FLEET_COMPARE_REL(s.expectedFailed, 1024.0 * 48.0 / 1048.0, 1e-9);
    }

    void hotSparesAreBinomial()
    {
        // Hot spares fail like active nodes: N + S independent two-state nodes, k ~ Binomial(N+S, λ/(λ+μ)).
        const SparePool p = pool(256, 20, 1000.0, 48.0, SpareMode::Hot);
        const SpareSolution s = solveSparePool(p);
        QVERIFY(s.ok);
        FLEET_COMPARE_REL(s.availability, binomialCdf(276, 48.0 / 1048.0, 20), 1e-9);
        // Cold spares never do worse.
        QVERIFY(solveSparePool(pool(256, 20, 1000.0, 48.0)).availability >= s.availability);
    }

    void availabilityGrowsWithSpares()
    {
        double last = -1.0;
        for (int spares = 0; spares <= 40; ++spares) {
            const double a = solveSparePool(pool(512, spares, 1000.0, 48.0)).availability;
            QVERIFY(a > last);
            last = a;
        }
        QVERIFY(last > 0.99);
    }

    void smallestSparesForTarget_data()
    {
        QTest::addColumn<int>("active");
        QTest::addColumn<double>("mtbfHours");
        QTest::addColumn<double>("repairHours");
        QTest::addColumn<double>("target");
        QTest::newRow("128 nodes (seed L2098), 48 h repair, 99 %") << 128 << 1000.0 << 48.0 << 0.99;
        QTest::newRow("default plan, 1,024 nodes at 862 h, 99 %")
            << 1024 << 1.0 / (1.0 / 1000.0 + 8.0 / 50000.0) << 48.0 << 0.99;
        QTest::newRow("one very reliable node: no spare needed") << 1 << 1e6 << 1.0 << 0.99;
        QTest::newRow("16,384 nodes, 99.9 %") << 16384 << 1000.0 << 24.0 << 0.999;
    }
    void smallestSparesForTarget()
    {
        QFETCH(int, active);
        QFETCH(double, mtbfHours);
        QFETCH(double, repairHours);
        QFETCH(double, target);
        const SparePool p = pool(active, 0, mtbfHours, repairHours);
        const SpareSearch r = sparesForAvailability(p, target, 100000);
        QVERIFY(r.found);
        QVERIFY(r.solves < 40);
        // The answer against the product form: S meets the target, S − 1 does not.
        SparePool at = p;
        at.spares = r.spares;
        const double a = availabilityOf(productForm(at), r.spares);
        QVERIFY2(a >= target, qPrintable(QString::number(a)));
        FLEET_COMPARE_REL(r.availability, a, 1e-9);
        if (r.spares > 0) {
            SparePool below = p;
            below.spares = r.spares - 1;
            QVERIFY(availabilityOf(productForm(below), below.spares) < target);
        } else {
            QCOMPARE(active, 1);
        }
    }

    // The cold search (Erlang-B recursion over S, tail summed where the target is in reach) against one
    // product-form solve per S: the smallest S in [0, cap] that meets the target, guesses too high and too low.
    void coldSearchIsTheSmallestMeetingS_data()
    {
        QTest::addColumn<int>("active");
        QTest::addColumn<double>("mtbfHours");
        QTest::addColumn<double>("repairHours");
        QTest::addColumn<double>("target");
        QTest::addColumn<int>("cap");
        QTest::newRow("default plan, 99 %") << 1024 << 1.0 / (1.0 / 1000.0 + 8.0 / 50000.0) << 48.0 << 0.99 << 10240;
        QTest::newRow("default plan, 50 %: the 99 % guess is too high") << 1024 << 862.0 << 48.0 << 0.5 << 10240;
        QTest::newRow("default plan, 1 − 1e-9: the guess is too low") << 1024 << 862.0 << 48.0 << 1.0 - 1e-9 << 10240;
        QTest::newRow("4 nodes, repair longer than MTBF") << 4 << 10.0 << 30.0 << 0.99 << 1000;
        QTest::newRow("2,048 nodes, 20 h MTBF: ρ ≈ 4,900") << 2048 << 20.0 << 48.0 << 0.99 << 20480;
        QTest::newRow("cap below the answer") << 1024 << 862.0 << 48.0 << 0.99 << 60;
        QTest::newRow("cap 0") << 16 << 1000.0 << 48.0 << 0.99 << 0;
    }
    void coldSearchIsTheSmallestMeetingS()
    {
        QFETCH(int, active);
        QFETCH(double, mtbfHours);
        QFETCH(double, repairHours);
        QFETCH(double, target);
        QFETCH(int, cap);
        const SparePool p = pool(active, 0, mtbfHours, repairHours);
        const SpareSearch r = sparesForAvailability(p, target, cap);
        std::int64_t expected = -1;
        double availability = 0.0;
        for (std::int64_t s = 0; s <= cap; ++s) {
            SparePool at = p;
            at.spares = s;
            availability = solveSparePool(at, false).availability;
            if (availability >= target) {
                expected = s;
                break;
            }
        }
        QCOMPARE(r.found, expected >= 0);
        QCOMPARE(r.spares, expected >= 0 ? expected : std::int64_t(cap));
        FLEET_COMPARE_REL(r.availability, availability, 1e-9);
        QVERIFY(r.solves < 40);
    }

    // A target far below the 99 % guess for ρ ≈ 620: a walk of ~400 steps down, where stepping the Erlang-B
    // recursion back compounds its round-off; without the forward recomputation the search answered S = 0 with
    // A = 1 (A(0) is 2e-44). The rates as a random search found them (the failure depends on their last digits).
    void coldSearchWalksFarDown()
    {
        SparePool p;
        p.active = 34;
        p.failureRatePerSecond = 6.7639567996740862e-05;
        p.repairRatePerSecond = 3.6991832878489254e-06;
        const double target = 4.9031315386255996e-05;
        const SpareSearch r = sparesForAvailability(p, target, 3000);
        SparePool at = p;
        at.spares = 280;
        QVERIFY(solveSparePool(at, false).availability >= target);
        at.spares = 279;
        QVERIFY(solveSparePool(at, false).availability < target);
        QVERIFY(r.found);
        QCOMPARE(r.spares, std::int64_t(280));
        FLEET_COMPARE_REL(r.availability, 5.0920052303991664e-05, 1e-9);
    }

    void searchStopsAtTheCap()
    {
        // Repairs 100× slower than failures: ~99 % of nodes down; 50 spares cannot keep 100 nodes running.
        const SpareSearch r = sparesForAvailability(pool(100, 0, 1.0, 100.0), 0.99, 50);
        QVERIFY(!r.found);
        QCOMPARE(r.spares, std::int64_t(50));
        QVERIFY(r.availability < 0.99);
    }

    void invalidPools()
    {
        QVERIFY(!solveSparePool(pool(0, 1, 1000.0, 48.0)).ok);
        SparePool p = pool(4, 1, 1000.0, 48.0);
        p.repairRatePerSecond = 0.0;
        QVERIFY(!solveSparePool(p).error.empty());
        // Nothing fails: always available.
        p = pool(4, 0, 1000.0, 48.0);
        p.failureRatePerSecond = 0.0;
        const SpareSolution s = solveSparePool(p);
        QVERIFY(s.ok);
        QCOMPARE(s.availability, 1.0);
    }
};

QTEST_APPLESS_MAIN(TestSpares)
#include "tst_spares.moc"
