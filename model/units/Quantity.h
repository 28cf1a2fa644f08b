#pragma once
// Strong quantity types for the modeling core. A quantity is a double in SI base units tagged with its
// dimension; leaving the type requires naming the unit (`.in(units::TB_per_s)` or `.si()`).
// Same-dimension arithmetic is closed; the few cross-dimension products the models need are spelled
// out below so that a wrong formula does not compile.
#include <cmath>
#include <compare>

namespace fleet {

template <typename Tag>
class Quantity {
public:
    constexpr Quantity() = default;
    static constexpr Quantity fromSi(double v) { return Quantity(v); }
    constexpr double si() const { return m_value; }
    constexpr double in(double unitInSi) const { return m_value / unitInSi; }

    constexpr Quantity operator+(Quantity o) const { return Quantity(m_value + o.m_value); }
    constexpr Quantity operator-(Quantity o) const { return Quantity(m_value - o.m_value); }
    constexpr Quantity operator*(double k) const { return Quantity(m_value * k); }
    constexpr Quantity operator/(double k) const { return Quantity(m_value / k); }
    constexpr double operator/(Quantity o) const { return m_value / o.m_value; }
    friend constexpr Quantity operator*(double k, Quantity q) { return q * k; }
    constexpr auto operator<=>(const Quantity&) const = default;
    bool isFinite() const { return std::isfinite(m_value); }

private:
    constexpr explicit Quantity(double v) : m_value(v) {}
    double m_value = 0.0;
};

struct BytesTag {};
struct SecondsTag {};
struct FlopTag {};
struct FlopRateTag {};
struct ByteRateTag {};
struct WattsTag {};
struct JoulesTag {};
struct IntensityTag {};

using Bytes = Quantity<BytesTag>;
using Seconds = Quantity<SecondsTag>;
using Flop = Quantity<FlopTag>;
using FlopPerSecond = Quantity<FlopRateTag>;
using BytesPerSecond = Quantity<ByteRateTag>;
using Watts = Quantity<WattsTag>;
using Joules = Quantity<JoulesTag>;
using FlopPerByte = Quantity<IntensityTag>;

// Cross-dimension relations used by the models.
constexpr Seconds operator/(Flop f, FlopPerSecond r) { return Seconds::fromSi(f.si() / r.si()); }
constexpr Seconds operator/(Bytes b, BytesPerSecond r) { return Seconds::fromSi(b.si() / r.si()); }
constexpr FlopPerByte operator/(Flop f, Bytes b) { return FlopPerByte::fromSi(f.si() / b.si()); }
constexpr FlopPerByte operator/(FlopPerSecond f, BytesPerSecond b) { return FlopPerByte::fromSi(f.si() / b.si()); }
constexpr FlopPerSecond operator*(BytesPerSecond b, FlopPerByte i) { return FlopPerSecond::fromSi(b.si() * i.si()); }
constexpr FlopPerSecond operator/(Flop f, Seconds t) { return FlopPerSecond::fromSi(f.si() / t.si()); }
constexpr Joules operator*(Watts p, Seconds t) { return Joules::fromSi(p.si() * t.si()); }

// Unit factors (value of one unit in SI base units); decimal prefixes as the textbook uses them.
namespace units {
inline constexpr double B = 1.0, KB = 1e3, MB = 1e6, GB = 1e9, TB = 1e12;
inline constexpr double s = 1.0, ms = 1e-3, us = 1e-6, ns = 1e-9, hour = 3600.0, day = 86400.0;
inline constexpr double TFLOP = 1e12, PFLOP = 1e15, EFLOP = 1e18;
inline constexpr double TFLOP_per_s = 1e12, PFLOP_per_s = 1e15, EFLOP_per_s = 1e18;
inline constexpr double GB_per_s = 1e9, TB_per_s = 1e12;
inline constexpr double W = 1.0, kW = 1e3, MW = 1e6;
} // namespace units

inline constexpr double kHoursPerYear = 8760.0; // the seed's year (seed §1 L627: 25,000 GPUs → 4,380 failures/year)

inline Bytes bytes(double v) { return Bytes::fromSi(v); }
inline Seconds seconds(double v) { return Seconds::fromSi(v); }
inline Flop flop(double v) { return Flop::fromSi(v); }
inline FlopPerSecond flopPerSecond(double v) { return FlopPerSecond::fromSi(v); }
inline BytesPerSecond bytesPerSecond(double v) { return BytesPerSecond::fromSi(v); }
inline Watts watts(double v) { return Watts::fromSi(v); }

} // namespace fleet
