#pragma once
// The tenths of a long task a progress line names, each once (10 %, 20 %, …): `catalog import` and
// `search --serving` print their progress on stderr with it.

namespace fleet::app {

class ProgressTenths {
public:
    // Whether `fraction` (0-1) has reached a tenth not named yet.
    bool pending(double fraction) const { return static_cast<int>(fraction * 10.0) >= m_next; }
    // The percentage to name now (10, 20, … 100) and marks it named; 0 when no new tenth was reached.
    int take(double fraction)
    {
        if (!pending(fraction))
            return 0;
        const int tenths = static_cast<int>(fraction * 10.0);
        m_next = tenths + 1;
        return tenths * 10;
    }

private:
    int m_next = 1;
};

} // namespace fleet::app
