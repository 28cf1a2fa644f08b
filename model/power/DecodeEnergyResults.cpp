#include "power/PowerPublish.h"

#include "plan/ModelLibrary.h"

#include "units/Precision.h"

#include <algorithm>
#include <string>

namespace fleet::power_detail {

namespace {

double d(std::int64_t v)
{
    return static_cast<double>(v);
}

const std::string kSecToken = "seed §2 Energy of data movement, 175B decode (L1832, L1844-1856)";

} // namespace

void addDecodeEnergyResults(const Scenario& s, const ResolvedFleet& f, Results& out)
{
    // ---- Energy of data movement per decoded token ----------------------------------------------------------
    if (f.inferencePrecision && f.servedModel) { // else resolveFleet reported serving.model
        const Precision p = *f.inferencePrecision;
        const double P = parametersOf(*f.servedModel);
        const double b = bytesPerValue(p);
        const double B = d(std::max<std::int64_t>(s.inference.batch, 1));
        const double move = weightStreamEnergy(bytes(P * b)).si() / B;
        const double comp = macEnergy(decodeMacsPerToken(P)).si();
        const auto tP = [&] {
            return DerivationTerm{"P", "parameters (model.params)", P, ""};
        };
        const auto tb = [&] {
            return DerivationTerm{"b", Text::format("{} bytes per parameter (inference.precision)", toString(p)), b,
                                  "B"};
        };
        const auto tB = [&] {
            return DerivationTerm{"B", "sequences per decode step (inference.batch)", B, ""};
        };
        const auto tE = [&] {
            return DerivationTerm{"e_HBM", "HBM energy per bit (seed energy section)", kSeedHbmJoulesPerBit, "J/bit"};
        };
        const auto tMac = [&] {
            return DerivationTerm{"e_MAC", "energy per FP16 multiply-accumulate", kSeedMacJoules, "J"};
        };
        out.set("power.decode_token_move_j", move, [&] {
            return Why{
                "E_move = P · b · 8 · e_HBM / B",
                {tP(), tb(), tE(), tB()},
                kSecToken,
                "The weights stream from HBM once per decode step, shared by the batch. Seed: 350 GB × 8 × 4 pJ/bit = "
                "11.2 J (L1848). The HBM definition and Table 2.4 give 2 pJ/bit (L1434, L1472), which would halve it "
                "to 5.6 J and the ratio to 32×."};
        });
        out.set("power.decode_token_compute_j", comp, [&] {
            return Why{
                "E_comp = P · e_MAC (one MAC per parameter)",
                {tP(), tMac()},
                kSecToken,
                "Seed: 175 × 10⁹ MAC × 1 pJ = 0.175 J (L1852). The prose before it prints '1.75 × 10⁹ MAC' (L1850), "
                "a factor 100 off: 1.75 × 10¹¹ MAC = 3.5 × 10¹¹ FLOP, as its own FLOP count and 0.175 J say. The "
                "FP16 MAC energy is used at every precision."};
        });
        out.set("power.decode_move_to_compute_ratio", comp > 0.0 ? move / comp : 0.0, [&] {
            return Why{
                "E_move / E_comp",
                {{"E_move", "data movement per token", move, "J"}, {"E_comp", "arithmetic per token", comp, "J"}},
                kSecToken,
                "Seed: 64× at batch 1 in FP16 (L1856), the same as one operand fetch (64 pJ) vs one MAC (1 pJ, "
                "L1844). Batching divides it."};
        });
    }
}

} // namespace fleet::power_detail
